import {
  adminCourseRoutes,
  adminLessonRoutes,
  courseDetailRoute,
  courseListRoute,
  lessonProgressRoute,
  lessonVideoRoute,
  myCoursesRoute,
} from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import type { Feature } from '../../app.js';
import { mountRoute } from '../../plugins/contract-routes.js';
import { AppError } from '../../shared/app-error.js';
import type { AuditRepository } from '../admin/audit.repository.js';
import { mountAdminCrud } from '../content/admin-crud.js';
import { sendStoredFile } from '../content/delivery.js';
import type { FileStorage } from '../file/file.storage.js';
import type { CollegeService } from './college.service.js';

export function createCollegeFeature(deps: {
  service: CollegeService;
  storage: FileStorage;
  audit: AuditRepository;
}): Feature {
  const { service, storage, audit } = deps;
  return {
    registerRoutes(server: FastifyInstance) {
      mountRoute(server, courseListRoute, ({ ctx, query }) => service.list(ctx.tenantId, query));
      mountRoute(server, courseDetailRoute, ({ ctx, params, user }) => service.detail(ctx.tenantId, params.id, user));
      mountRoute(server, lessonProgressRoute, ({ ctx, params, user, body }) =>
        service.saveProgress(ctx, user!, params.id, body),
      );
      mountRoute(server, myCoursesRoute, ({ ctx, user }) => service.myCourses(ctx.tenantId, user!));
      mountRoute(server, lessonVideoRoute, async ({ ctx, params, user, request, reply }) => {
        const stored = await service.lessonVideo(ctx.tenantId, params.id, user);
        await sendStoredFile(request, reply, storage, stored, {
          fileName: stored.originalName,
          disposition: 'inline',
          cacheControl: 'private, max-age=3600',
        });
        return reply;
      });

      mountAdminCrud(server, adminCourseRoutes, service.courses, {
        audit,
        targetType: 'course',
        notFound: '课程不存在',
      });
      mountRoute(server, adminLessonRoutes.create, async ({ ctx, params, body }) => {
        const lesson = await service.lessons.create(ctx, params.id, body);
        await audit.record(ctx, { action: 'lesson.create', targetType: 'lesson', targetId: lesson.id, after: lesson });
        return lesson;
      });
      mountRoute(server, adminLessonRoutes.update, async ({ ctx, params, body }) => {
        const before = await service.lessons.get(ctx, params.id);
        if (!before) throw AppError.notFound('课时不存在');
        const lesson = await service.lessons.update(ctx, params.id, body);
        await audit.record(ctx, {
          action: 'lesson.update',
          targetType: 'lesson',
          targetId: lesson.id,
          before,
          after: lesson,
        });
        return lesson;
      });
      mountRoute(server, adminLessonRoutes.remove, async ({ ctx, params }) => {
        const before = await service.lessons.get(ctx, params.id);
        if (!before) throw AppError.notFound('课时不存在');
        await service.lessons.remove(ctx, params.id);
        await audit.record(ctx, { action: 'lesson.delete', targetType: 'lesson', targetId: params.id, before });
        return { ok: true as const };
      });
    },
  };
}
