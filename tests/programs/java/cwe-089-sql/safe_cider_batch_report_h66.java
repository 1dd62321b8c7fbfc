// A cider batch report program of the h66 set (cwe-089-sql).
package org.orchardpress.cellar.web;

import java.io.IOException;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import javax.naming.InitialContext;
import javax.naming.NamingException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.DataSource;

import org.apache.commons.lang.StringEscapeUtils;

/**
 * Cellar report of pressing batches. Mapped to /cellar/batches in web.xml.
 * op=all lists every batch, op=orchard narrows to one supplying orchard.
 */
class CiderBatchReportServlet extends HttpServlet {

    private DataSource dataSource;

    public void init() throws ServletException {
        try {
            InitialContext ic = new InitialContext();
            dataSource = (DataSource) ic.lookup("java:comp/env/jdbc/cellar");
        } catch (NamingException ne) {
            throw new ServletException("cellar datasource missing", ne);
        }
    }

    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String op = request.getParameter("op");
        String orchard = request.getParameter("orchard");
        if (op == null) {
            op = "all";
        }
        boolean byOrchard = "orchard".equals(op) && orchard != null && orchard.trim().length() > 0;

        String sql = "SELECT batch_no, apple_variety, litres, pressed_on FROM press_batch";
        if (byOrchard) {
            sql = sql + " WHERE orchard_name = ?";
        }
        sql = sql + " ORDER BY pressed_on DESC";

        response.setContentType("text/html;charset=UTF-8");
        PrintWriter out = response.getWriter();
        out.println("<html><body><h1>Pressing batches</h1><table>");
        Connection con = null;
        PreparedStatement st = null;
        ResultSet rs = null;
        try {
            con = dataSource.getConnection();
            st = con.prepareStatement(sql);
            if (byOrchard) {
                st.setString(1, orchard.trim());
            }
            rs = st.executeQuery();
            while (rs.next()) {
                StringBuffer row = new StringBuffer("<tr>");
                row.append("<td>").append(rs.getInt("batch_no")).append("</td>");
                row.append("<td>").append(StringEscapeUtils.escapeHtml(rs.getString("apple_variety"))).append("</td>");
                row.append("<td>").append(rs.getBigDecimal("litres")).append("</td>");
                row.append("<td>").append(rs.getDate("pressed_on")).append("</td>");
                row.append("</tr>");
                out.println(row.toString());
            }
        } catch (SQLException e) {
            log("batch report failed", e);
            out.println("<tr><td colspan=\"4\">Report unavailable, please try later.</td></tr>");
        } finally {
            close(rs, st, con);
        }
        out.println("</table></body></html>");
    }

    private static void close(ResultSet rs, Statement st, Connection con) {
        try {
            if (rs != null) rs.close();
        } catch (SQLException ignore) {
        }
        try {
            if (st != null) st.close();
        } catch (SQLException ignore) {
        }
        try {
            if (con != null) con.close();
        } catch (SQLException ignore) {
        }
    }
}
