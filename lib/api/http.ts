import "server-only";
import { unstable_rethrow } from "next/navigation";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { assertCleanText, readJsonBody } from "@/lib/api/body";
import { AppError, badRequest, forbidden, notFound } from "@/lib/errors";
import { idSchema } from "@/lib/validation/ids";
import { Prisma } from "@/lib/generated/prisma/client";
import { isUniqueViolation } from "@/lib/db";
import { RateLimitedError } from "@/lib/rate-limit";
import type { AuthPolicy } from "@/lib/auth/policy";
import { isDatabaseUnavailable } from "@/lib/db-errors";
import { log, withRequestLog } from "@/lib/log";
import { getCurrentUser, requireRole, type SessionUser } from "@/lib/session";
import { auditRequest } from "@/lib/audit/record";
import { assertMayChangeLive } from "@/lib/data/content";
import type { AuditNote } from "@/lib/audit/describe";

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

type HandlerContext<TBody, TQuery, TParams, TPolicy extends AuthPolicy> = {
  req: NextRequest;
  body: TBody;
  query: TQuery;
  params: TParams;
  user: TPolicy extends "public" ? SessionUser | null : SessionUser;
  audit: (note: AuditNote) => void;
};

type RouteOptions<TBody, TQuery, TParams, TPolicy extends AuthPolicy> = {
  auth: TPolicy;
  body?: z.ZodType<TBody>;
  query?: z.ZodType<TQuery>;
  params?: z.ZodType<TParams>;
  maxBodyBytes?: number;
  /** Under "Only admins publish", admins only (decision 011). */
  changesSite?: boolean;
};

export type ApiRouteHandler<TResult> = ((req: NextRequest, context: RouteContext) => Promise<Response>) & {
  readonly __result?: TResult;
};

export type ErrorBody = { message: string; errors?: Record<string, string[]>; [detail: string]: unknown };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const STAFF_POLICIES = new Set<AuthPolicy>(["editor", "admin"]);

export const idParams = z.object({ id: idSchema() });

export function apiRoute<
  TPolicy extends AuthPolicy,
  TBody = undefined,
  TQuery = undefined,
  TParams = Record<string, never>,
  TResult = unknown,
>(
  options: RouteOptions<TBody, TQuery, TParams, TPolicy>,
  handler: (ctx: HandlerContext<TBody, TQuery, TParams, TPolicy>) => Promise<TResult>,
): ApiRouteHandler<TResult> {
  return withRequestLog(async (req: NextRequest, context: RouteContext): Promise<Response> => {
    try {
      if (!SAFE_METHODS.has(req.method)) assertSameOrigin(req);
      const user = options.auth === "public" ? await getCurrentUser() : await requireRole(options.auth);
      if (options.changesSite && user) await assertMayChangeLive(user);
      const rawParams = await context.params;
      assertCleanUrl(req, rawParams);
      const params = options.params ? parseOrNotFound(options.params, rawParams) : ({} as TParams);
      const query = options.query
        ? parseOrBadRequest(options.query, Object.fromEntries(req.nextUrl.searchParams))
        : (undefined as TQuery);
      const body = options.body
        ? parseOrBadRequest(options.body, await readJsonBody(req, options.maxBodyBytes))
        : (undefined as TBody);
      let note: AuditNote | undefined;
      const audit = (value: AuditNote) => void (note = value);
      const result = await handler({ req, body, query, params, user, audit } as HandlerContext<
        TBody,
        TQuery,
        TParams,
        TPolicy
      >);
      if (user && STAFF_POLICIES.has(options.auth) && !SAFE_METHODS.has(req.method)) {
        await auditRequest({ method: req.method, pathname: req.nextUrl.pathname, user, body, result, note });
      }
      return result instanceof Response
        ? result
        : NextResponse.json(result ?? null, { headers: { "Cache-Control": "no-store" } });
    } catch (error) {
      // Next's own control flow (prerender bail-outs, redirect, notFound) must pass through.
      unstable_rethrow(error);
      return errorResponse(error, req);
    }
  });
}

export function created(data: unknown) {
  return NextResponse.json(data, { status: 201, headers: { "Cache-Control": "no-store" } });
}

export type PageWindow = { page: number; pageSize: number; total: number };

// A page is still the spec's plain list; where it sits in the whole travels in headers.
export function pagedJson(req: NextRequest, items: unknown[], { page, pageSize, total }: PageWindow) {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const link = (rel: string, number: number) => {
    // Only the paging parameters: whatever else the request carried would be repeated in every link.
    const url = new URL(req.nextUrl.pathname, "http://local");
    url.searchParams.set("page", String(number));
    url.searchParams.set("pageSize", String(pageSize));
    return `<${url.pathname}${url.search}>; rel="${rel}"`;
  };
  const links = [
    link("first", 1),
    ...(page > 1 ? [link("prev", Math.min(page - 1, lastPage))] : []),
    ...(page < lastPage ? [link("next", page + 1)] : []),
    link("last", lastPage),
  ];
  return NextResponse.json(items, {
    headers: {
      "Cache-Control": "no-store",
      "X-Total-Count": String(total),
      "X-Page": String(page),
      "X-Page-Size": String(pageSize),
      Link: links.join(", "),
    },
  });
}

export function errorJson(status: number, body: ErrorBody, headers?: HeadersInit) {
  return NextResponse.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

export function zodFieldErrors(error: z.ZodError): Record<string, string[]> {
  const flat = z.flattenError(error);
  const errors: Record<string, string[]> = { ...(flat.fieldErrors as Record<string, string[]>) };
  if (flat.formErrors.length) errors._form = flat.formErrors;
  return errors;
}

function parseOrBadRequest<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const errors = zodFieldErrors(parsed.error);
    const first = Object.values(errors)[0]?.[0];
    throw badRequest(first ?? "Invalid input.", errors);
  }
  return parsed.data;
}

function parseOrNotFound<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

/** Bad percent-encoding, NUL and invalid Unicode in the path or query are 400 (decision 011). */
function assertCleanUrl(req: NextRequest, params: Record<string, string | string[] | undefined> | undefined) {
  try {
    decodeURIComponent(req.nextUrl.pathname);
    decodeURIComponent(req.nextUrl.search.replace(/\+/g, " "));
  } catch {
    throw badRequest("The address is not validly encoded.");
  }
  const values = [
    ...Object.values(params ?? {}).flat(),
    ...req.nextUrl.searchParams.keys(),
    ...req.nextUrl.searchParams.values(),
  ];
  for (const value of values) if (typeof value === "string") assertCleanText(value, "The address");
}

/** requirements §D3: browser mutations must come from this site (with SameSite cookies). */
function assertSameOrigin(req: NextRequest) {
  if (req.headers.get("sec-fetch-site") === "cross-site") throw forbidden("Cross-site request refused.");
  const origin = req.headers.get("origin");
  if (!origin) return;
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  let originHost: string | null = null;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = null;
  }
  if (!originHost || originHost !== host) throw forbidden("Cross-site request refused.");
}

export function errorResponse(error: unknown, req?: NextRequest): Response {
  if (error instanceof AppError) {
    const errors = error.errors ? { errors: error.errors } : {};
    return errorJson(error.status, { ...error.details, message: error.message, ...errors });
  }
  if (error instanceof RateLimitedError) {
    return errorJson(429, { message: error.message }, { "Retry-After": String(error.retryAfterSeconds) });
  }
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2025") return errorJson(404, { message: "Not found." });
    if (isUniqueViolation(error)) return errorJson(409, { message: "That already exists." });
    if (error.code === "P2003") return errorJson(409, { message: "It is still in use by other records." });
  }
  if (isDatabaseUnavailable(error)) {
    log.warn("database unavailable", {
      method: req?.method,
      path: req?.nextUrl.pathname,
      err: String(error instanceof Error ? error.message : error),
    });
    return errorJson(
      503,
      { message: "The site is briefly unavailable. Please try again in a few seconds." },
      { "Retry-After": "5" },
    );
  }
  log.error("request failed", { method: req?.method, path: req?.nextUrl.pathname, err: error });
  return errorJson(500, { message: "Something went wrong. Please try again." });
}
