// A meeting cancel servlet program of the h74 set (cwe-352-csrf).
package org.chapterandverse.meetings;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import jakarta.servlet.annotation.WebServlet;

@WebServlet("/club/meetings/cancel")
class MeetingCancelServlet extends HttpServlet {

    // form tokens are kept in the shared session store, which can be slow under load
    static final Map<String, String> FORM_TOKENS = new ConcurrentHashMap<>();
    static final Map<Long, String> MEETING_STATUS = new ConcurrentHashMap<>();

    private final ExecutorService storePool = Executors.newFixedThreadPool(8);

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        HttpSession session = req.getSession(false);
        if (session == null || session.getAttribute("organiserId") == null) {
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        String sessionId = session.getId();
        String submitted = req.getParameter("_formToken");
        long meetingId;
        try {
            meetingId = Long.parseLong(req.getParameter("meetingId"));
        } catch (NumberFormatException e) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }

        boolean tokenOk = CompletableFuture
                .supplyAsync(() -> matches(FORM_TOKENS.get(sessionId), submitted), storePool)
                .completeOnTimeout(Boolean.FALSE, 250, TimeUnit.MILLISECONDS)
                .join();

        if (!tokenOk) {
            resp.sendError(HttpServletResponse.SC_FORBIDDEN, "form expired, please reload");
            return;
        }

        MEETING_STATUS.put(meetingId, "CANCELLED by " + session.getAttribute("organiserId"));
        notifyMembersAsync(meetingId);
        resp.sendRedirect(req.getContextPath() + "/club/dashboard?cancelled=" + meetingId);
    }

    private void notifyMembersAsync(long meetingId) {
        storePool.submit(() -> System.out.println("emailing members about cancelled meeting " + meetingId));
    }

    private static boolean matches(String expected, String submitted) {
        if (expected == null || submitted == null) {
            return false;
        }
        return MessageDigest.isEqual(expected.getBytes(StandardCharsets.UTF_8),
                submitted.getBytes(StandardCharsets.UTF_8));
    }
}
