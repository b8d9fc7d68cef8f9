import {
  adminCourseRoutes,
  adminLessonRoutes,
  courseDetailRoute,
  courseListRoute,
  lessonCaptionsRoute,
  lessonProgressRoute,
  lessonVideoRoute,
  myCoursesRoute,
} from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountAdminCrud } from '../../plugins/admin-crud-routes.js';
import { mountRoute } from '../../plugins/contract-routes.js';
import { sendStoredFile } from '../../plugins/file-delivery.js';
import type { FileStorage } from '../../shared/file-storage.js';
import type { CollegeService } from './college.service.js';

/** The training college: courses, lesson videos, members' progress, and the admin screens. */
export function registerCollegeRoutes(
  server: FastifyInstance,
  deps: { college: CollegeService; storage: FileStorage },
): void {
  const { college, storage } = deps;
  mountRoute(server, courseListRoute, ({ ctx, query }) => college.list(ctx.tenantId, query));
  mountRoute(server, courseDetailRoute, ({ ctx, params, user }) => college.detail(ctx.tenantId, params.id, user));
  mountRoute(server, lessonProgressRoute, ({ ctx, params, user, body }) =>
    college.saveProgress(ctx, user!, params.id, body),
  );
  mountRoute(server, myCoursesRoute, ({ ctx, user }) => college.myCourses(ctx.tenantId, user!));
  mountRoute(server, lessonVideoRoute, async ({ ctx, params, user, request, reply }) => {
    const video = await college.lessonVideo(ctx.tenantId, params.id, user);
    return sendStoredFile(request, reply, storage, video, {
      fileName: video.originalName,
      disposition: 'inline',
      cacheControl: 'private, max-age=3600',
    });
  });

  mountRoute(server, lessonCaptionsRoute, async ({ ctx, params, user, request, reply }) => {
    const track = await college.lessonCaptions(ctx.tenantId, params.id, params.lang, user);
    return sendStoredFile(request, reply, storage, track, {
      fileName: track.originalName,
      disposition: 'inline',
      cacheControl: 'private, max-age=3600',
    });
  });

  mountAdminCrud(server, adminCourseRoutes, college.courses);
  mountRoute(server, adminLessonRoutes.create, ({ ctx, params, body }) => college.lessons.create(ctx, params.id, body));
  mountRoute(server, adminLessonRoutes.update, ({ ctx, params, body }) => college.lessons.update(ctx, params.id, body));
  mountRoute(server, adminLessonRoutes.remove, ({ ctx, params }) => college.lessons.remove(ctx, params.id));
}
