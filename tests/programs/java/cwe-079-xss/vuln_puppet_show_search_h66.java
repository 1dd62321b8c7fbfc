// A puppet show search program of the h66 set (cwe-079-xss).
package org.marionettehall.boxoffice.web;

import java.io.IOException;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

import javax.naming.InitialContext;
import javax.naming.NamingException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.DataSource;

import org.apache.commons.lang.StringEscapeUtils;

/**
 * Public repertoire search of the marionette theatre: /repertoire?q=punch
 */
class RepertoireSearchServlet extends HttpServlet {

    private DataSource ds;

    public void init() throws ServletException {
        try {
            ds = (DataSource) new InitialContext().lookup("java:comp/env/jdbc/boxoffice");
        } catch (NamingException e) {
            throw new ServletException(e);
        }
    }

    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String q = request.getParameter("q");
        if (q == null) {
            q = "";
        }
        String shown = StringEscapeUtils.escapeHtml(q);

        response.setContentType("text/html;charset=UTF-8");
        PrintWriter out = response.getWriter();
        out.println("<html><head><title>Repertoire</title></head><body>");
        out.println("<h2>Shows matching &quot;" + shown + "&quot;</h2>");

        int found = 0;
        Connection con = null;
        try {
            con = ds.getConnection();
            PreparedStatement ps = con.prepareStatement(
                    "SELECT title, company, age_from FROM production WHERE lower(title) LIKE ? ORDER BY title");
            ps.setString(1, "%" + q.toLowerCase() + "%");
            ResultSet rs = ps.executeQuery();
            out.println("<ul>");
            while (rs.next()) {
                found++;
                out.println("<li>" + StringEscapeUtils.escapeHtml(rs.getString("title"))
                        + " &ndash; " + StringEscapeUtils.escapeHtml(rs.getString("company"))
                        + " (ages " + rs.getInt("age_from") + "+)</li>");
            }
            out.println("</ul>");
            rs.close();
            ps.close();
        } catch (SQLException e) {
            log("repertoire search failed", e);
        } finally {
            if (con != null) {
                try {
                    con.close();
                } catch (SQLException ignore) {
                }
            }
        }

        if (found == 0) {
            out.println("<p>No shows found for <b>" + q + "</b>. Try a puppet or company name.</p>");
        }
        out.println("</body></html>");
    }
}
