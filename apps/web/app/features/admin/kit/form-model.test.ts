import { BannerInput, CompanySectionInput, NewsInput, SolutionInput } from '@clearsight/contracts';
import { describe, expect, it } from 'vitest';
import {
  fieldSchema,
  isoToLocalInput,
  isRequired,
  issuesToFields,
  itemToValues,
  localInputToIso,
  serverErrorsToFields,
  validateValue,
  valuesToBody,
  type FieldSpec,
} from './form-model';

const bannerFields: FieldSpec[] = [
  { name: 'title', kind: 'text', label: 't' },
  { name: 'imageFileId', kind: 'image', label: 'i' },
  { name: 'mobileImageFileId', kind: 'image', label: 'm' },
  { name: 'linkUrl', kind: 'text', label: 'l' },
  { name: 'orderNum', kind: 'number', label: 'o' },
  { name: 'isPublished', kind: 'switch', label: 'p' },
  { name: 'startTime', kind: 'datetime', label: 's' },
];

describe('form model over the contract schemas', () => {
  it('round-trips local datetime inputs', () => {
    const iso = localInputToIso('2026-05-01T09:30');
    expect(iso).not.toBeNull();
    expect(isoToLocalInput(iso)).toBe('2026-05-01T09:30');
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('not a date')).toBeNull();
    expect(isoToLocalInput(null)).toBe('');
  });

  it('maps an item to form values and back to a body the contract accepts', () => {
    const item = {
      id: 'b1',
      title: '新品发布',
      imageFileId: 'f1',
      mobileImageFileId: null,
      linkUrl: null,
      orderNum: 3,
      isPublished: true,
      startTime: '2026-05-01T01:30:00.000Z',
      imageUrl: '/prod-api/file/f1',
    };
    const values = itemToValues(bannerFields, item);
    expect(values).toEqual({
      title: '新品发布',
      imageFileId: 'f1',
      mobileImageFileId: undefined,
      linkUrl: undefined,
      orderNum: 3,
      isPublished: true,
      startTime: isoToLocalInput('2026-05-01T01:30:00.000Z'),
    });
    const body = valuesToBody(bannerFields, { ...values, linkUrl: '' }, BannerInput);
    expect(body).toEqual({
      title: '新品发布',
      imageFileId: 'f1',
      mobileImageFileId: null,
      linkUrl: null,
      orderNum: 3,
      isPublished: true,
      startTime: '2026-05-01T01:30:00.000Z',
    });
    expect(BannerInput.safeParse(body).success).toBe(true);
  });

  it('leaves an emptied number to the default and an emptied required text to the contract message', () => {
    const body = valuesToBody(bannerFields, { title: '', orderNum: null }, BannerInput);
    expect(body).not.toHaveProperty('orderNum');
    expect(body.title).toBe('');
    expect(validateValue(fieldSchema(BannerInput, 'title'), body.title, 'required')).toBe('请填写标题');
  });

  it("validates single fields with the contract's own messages", () => {
    const link = fieldSchema(BannerInput, 'linkUrl');
    expect(validateValue(link, 'javascript:alert(1)', 'required')).toBe('链接必须以 / 或 http(s):// 开头');
    expect(validateValue(link, null, 'required')).toBeNull();
    expect(validateValue(fieldSchema(NewsInput, 'category'), undefined, '请填写此项')).toBe('请填写此项');
    expect(validateValue(fieldSchema(NewsInput, 'title'), 'a', 'required')).toBe('标题至少 2 个字符');
  });

  it('knows which fields are required', () => {
    expect(isRequired(fieldSchema(BannerInput, 'title'))).toBe(true);
    expect(isRequired(fieldSchema(BannerInput, 'subtitle'))).toBe(false);
    expect(isRequired(fieldSchema(BannerInput, 'mobileImageFileId'))).toBe(false);
    expect(isRequired(fieldSchema(NewsInput, 'category'))).toBe(true);
  });

  it('maps nested lists element by element', () => {
    const fields: FieldSpec[] = [
      {
        name: 'caseStudies',
        kind: 'list',
        label: 'c',
        fields: [
          { name: 'customer', kind: 'text', label: 'c' },
          { name: 'title', kind: 'text', label: 't' },
          { name: 'imageFileId', kind: 'image', label: 'i' },
        ],
      },
      { name: 'productIds', kind: 'ref', multiple: true, label: 'p' },
    ];
    const values = itemToValues(fields, {
      caseStudies: [{ customer: '某车企', title: '焊点检测', summary: '', imageFileId: null }],
      productIds: null,
    });
    expect(values).toEqual({
      caseStudies: [{ customer: '某车企', title: '焊点检测', imageFileId: undefined }],
      productIds: [],
    });
    const body = valuesToBody(fields, values, SolutionInput);
    expect(body).toEqual({
      caseStudies: [{ customer: '某车企', title: '焊点检测', imageFileId: null }],
      productIds: [],
    });
  });

  it('turns zod issues and server validationErrors into antd field errors', () => {
    const result = CompanySectionInput.safeParse({ kind: 'history', title: '', timeline: [{ year: '', title: 'x' }] });
    expect(result.success).toBe(false);
    const fields = issuesToFields(result.error!.issues);
    expect(fields).toContainEqual({ name: ['title'], errors: ['请填写标题'] });
    expect(fields.find((f) => f.name.join('.') === 'timeline.0.year')).toBeTruthy();

    const server = serverErrorsToFields(
      {
        error: {
          validationErrors: [
            { message: '型号已存在', members: ['modelNumber'] },
            { message: 'x', members: ['querystring'] },
            { message: '年份', members: ['timeline.1.year'] },
          ],
        },
      },
      ['modelNumber', 'timeline'],
    );
    expect(server).toEqual([
      { name: ['modelNumber'], errors: ['型号已存在'] },
      { name: ['timeline', 1, 'year'], errors: ['年份'] },
    ]);
    expect(serverErrorsToFields(null, ['a'])).toEqual([]);
  });
});

describe('untouched text boxes', () => {
  it('validate as empty text, so the contract message shows', () => {
    const fields: FieldSpec[] = [
      { name: 'title', kind: 'text', label: 't' },
      { name: 'eventRegistrationUrl', kind: 'text', label: 'u' },
    ];
    const body = valuesToBody(fields, {}, NewsInput);
    expect(body).toEqual({ title: '', eventRegistrationUrl: null });
    expect(validateValue(fieldSchema(NewsInput, 'title'), body.title, 'required')).toBe('标题至少 2 个字符');
  });
});
