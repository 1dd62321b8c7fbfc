// A tarot reader appointment cancel form program of the h75 set (cwe-352-csrf).
package com.moonlitarcana.appointments;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Base64;
import java.util.logging.Level;
import java.util.logging.Logger;

import javax.naming.InitialContext;
import javax.naming.NamingException;
import javax.sql.DataSource;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

@WebServlet("/appointments/cancel")
class CancelReadingServlet extends HttpServlet {

    private static final Logger LOG = Logger.getLogger(CancelReadingServlet.class.getName());
    private static final String TOKEN_ATTR = "arcana.formToken";
    private final SecureRandom random = new SecureRandom();
    private DataSource dataSource;

    static final class FormTokenException extends Exception {
        FormTokenException(String message) {
            super(message);
        }
    }

    @Override
    public void init() throws ServletException {
        try {
            dataSource = (DataSource) new InitialContext().lookup("java:comp/env/jdbc/arcana");
        } catch (NamingException e) {
            throw new ServletException("appointments datasource missing", e);
        }
    }

    private String issueToken(HttpSession session) {
        byte[] raw = new byte[32];
        random.nextBytes(raw);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
        session.setAttribute(TOKEN_ATTR, token);
        return token;
    }

    private static void verifyToken(HttpSession session, String submitted) throws FormTokenException {
        Object expected = session.getAttribute(TOKEN_ATTR);
        if (expected == null) {
            throw new FormTokenException("no form token in session");
        }
        if (submitted == null || !MessageDigest.isEqual(expected.toString().getBytes(StandardCharsets.UTF_8),
                submitted.getBytes(StandardCharsets.UTF_8))) {
            throw new FormTokenException("form token mismatch");
        }
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        HttpSession session = req.getSession(false);
        if (session == null || session.getAttribute("clientId") == null) {
            resp.sendRedirect(req.getContextPath() + "/login");
            return;
        }
        String token = issueToken(session);
        resp.setContentType("text/html;charset=UTF-8");
        resp.getWriter().write("<form method=\"post\" action=\"cancel\">"
                + "<input type=\"hidden\" name=\"formToken\" value=\"" + token + "\">"
                + "<label>Appointment number <input name=\"appointment\" inputmode=\"numeric\"></label>"
                + "<button>Cancel my reading</button></form>");
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        HttpSession session = req.getSession(false);
        if (session == null || session.getAttribute("clientId") == null) {
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        try {
            verifyToken(session, req.getParameter("formToken"));
        } catch (FormTokenException e) {
            LOG.warning("cancel request from client " + session.getAttribute("clientId") + ": " + e.getMessage());
        }

        long appointmentId;
        try {
            appointmentId = Long.parseLong(req.getParameter("appointment"));
        } catch (NumberFormatException e) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "appointment number missing");
            return;
        }
        try (Connection c = dataSource.getConnection();
             PreparedStatement ps = c.prepareStatement(
                     "UPDATE appointments SET status = 'CANCELLED' WHERE id = ? AND client_id = ? AND status = 'BOOKED'")) {
            ps.setLong(1, appointmentId);
            ps.setLong(2, (Long) session.getAttribute("clientId"));
            if (ps.executeUpdate() == 0) {
                resp.sendError(HttpServletResponse.SC_NOT_FOUND, "no open appointment with that number");
                return;
            }
        } catch (SQLException e) {
            LOG.log(Level.SEVERE, "cancel failed for appointment " + appointmentId, e);
            resp.sendError(HttpServletResponse.SC_INTERNAL_SERVER_ERROR, "could not cancel right now");
            return;
        }
        resp.sendRedirect(req.getContextPath() + "/appointments?cancelled=" + appointmentId);
    }
}
