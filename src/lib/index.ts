export { api, request, requestFile, ApiError, errorMessage, API_BASE, type ApiOptions, type RequestOptions } from './api/client.ts';
export { sendOnLeave, startLeaveRelay, leaveRoute, KEEPALIVE_BUDGET, type LeaveRoute } from './api/leave.ts';
export { earlyCall, startEarly, EARLY_ANSWER_MS, type EarlyCall } from './api/transport.ts';
export { sessionStore, getAccessToken, type StoredSession } from './session/sessionStore.ts';
export { useSession } from './session/useSession.ts';
export { clearUserStorage, userStorageKey } from './session/userStorage.ts';
export { formatDateTime, formatDay, formatFullDate, formatRelative } from './dates.ts';
export { sanitizeInlineHtml, sanitizeCodeHtml, htmlToText } from './sanitizeHtml.ts';
export { useDocumentTitle, SITE_NAME } from './useDocumentTitle.ts';
