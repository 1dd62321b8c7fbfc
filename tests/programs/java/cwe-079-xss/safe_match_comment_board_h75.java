// A polo club match comment board program of the h75 set (cwe-079-xss).
package com.chukkerclub.comments;

import java.io.IOException;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
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
import org.owasp.encoder.Encode;

@WebServlet("/matches/comments")
class MatchCommentServlet extends HttpServlet {

    private static final Logger LOG = Logger.getLogger(MatchCommentServlet.class.getName());
    private static final int MAX_LENGTH = 500;
    private DataSource dataSource;

    static final class CommentRejectedException extends Exception {
        CommentRejectedException(String message) {
            super(message);
        }
    }

    @Override
    public void init() throws ServletException {
        try {
            dataSource = (DataSource) new InitialContext().lookup("java:comp/env/jdbc/chukker");
        } catch (NamingException e) {
            throw new ServletException("comment datasource missing", e);
        }
    }

    private static String validate(String body) throws CommentRejectedException {
        if (body == null || body.isBlank()) {
            throw new CommentRejectedException("A comment cannot be empty.");
        }
        if (body.length() > MAX_LENGTH) {
            throw new CommentRejectedException("Comments are limited to " + MAX_LENGTH + " characters.");
        }
        return body.strip();
    }

    private void insert(long matchId, String author, String body) throws SQLException {
        try (Connection c = dataSource.getConnection();
             PreparedStatement ps = c.prepareStatement(
                     "INSERT INTO match_comments (match_id, author, body, posted_at) VALUES (?, ?, ?, now())")) {
            ps.setLong(1, matchId);
            ps.setString(2, author);
            ps.setString(3, body);
            ps.executeUpdate();
        }
    }

    private void renderPage(HttpServletResponse resp, long matchId, String error,
                            String draftAuthor, String draftBody) throws IOException {
        resp.setContentType("text/html;charset=UTF-8");
        PrintWriter out = resp.getWriter();
        out.println("<html><body><h1>Match " + matchId + " comments</h1><ul>");
        try (Connection c = dataSource.getConnection();
             PreparedStatement ps = c.prepareStatement(
                     "SELECT author, body FROM match_comments WHERE match_id = ? ORDER BY posted_at")) {
            ps.setLong(1, matchId);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.println("<li><b>" + Encode.forHtml(rs.getString("author")) + "</b>: "
                            + Encode.forHtml(rs.getString("body")) + "</li>");
                }
            }
        } catch (SQLException e) {
            LOG.log(Level.WARNING, "could not load comments for match " + matchId, e);
            out.println("<li><i>Comments are unavailable right now.</i></li>");
        }
        out.println("</ul>");
        if (error != null) {
            out.println("<p class=\"error\">" + Encode.forHtml(error) + "</p>");
        }
        out.println("<form method=\"post\"><input type=\"hidden\" name=\"match\" value=\"" + matchId + "\">");
        out.println("<input name=\"author\" value=\"" + Encode.forHtmlAttribute(draftAuthor) + "\">");
        out.println("<textarea name=\"body\">" + Encode.forHtmlContent(draftBody) + "</textarea>");
        out.println("<button>Post</button></form></body></html>");
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        try {
            renderPage(resp, Long.parseLong(req.getParameter("match")), null, "", "");
        } catch (NumberFormatException e) {
            resp.sendError(HttpServletResponse.SC_NOT_FOUND, "unknown match");
        }
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        long matchId;
        try {
            matchId = Long.parseLong(req.getParameter("match"));
        } catch (NumberFormatException e) {
            resp.sendError(HttpServletResponse.SC_NOT_FOUND, "unknown match");
            return;
        }
        String author = req.getParameter("author") == null ? "" : req.getParameter("author");
        String body = req.getParameter("body") == null ? "" : req.getParameter("body");
        try {
            insert(matchId, author.isBlank() ? "Anonymous" : author.strip(), validate(body));
        } catch (CommentRejectedException e) {
            resp.setStatus(422);
            renderPage(resp, matchId, e.getMessage(), author, body);
            return;
        } catch (SQLException e) {
            LOG.log(Level.SEVERE, "could not save comment for match " + matchId, e);
            resp.setStatus(HttpServletResponse.SC_SERVICE_UNAVAILABLE);
            renderPage(resp, matchId, "Your comment could not be saved, please try again.", author, body);
            return;
        }
        resp.sendRedirect(req.getContextPath() + "/matches/comments?match=" + matchId);
    }
}
