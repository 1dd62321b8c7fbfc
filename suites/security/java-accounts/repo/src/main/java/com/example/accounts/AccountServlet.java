package com.example.accounts;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;

@WebServlet("/accounts")
public class AccountServlet extends HttpServlet {
    private static final Map<String, String> SORT = Map.of("name", "holder_name", "opened", "opened_on", "balance", "balance_cents");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Long userId = (Long) req.getSession().getAttribute("userId");
        if (userId == null) {
            resp.sendError(401);
            return;
        }
        String branch = req.getParameter("branch");
        String order = SORT.getOrDefault(req.getParameter("sort"), "holder_name");
        resp.setContentType("text/html;charset=UTF-8");
        PrintWriter out = resp.getWriter();
        try (Connection c = Db.connect(); Statement st = c.createStatement()) {
            ResultSet rs = st.executeQuery("SELECT id, holder_name, balance_cents FROM accounts WHERE owner_id = " + userId + " AND branch = '" + branch + "' ORDER BY " + order);
            out.println("<h1>Accounts in " + branch + "</h1><table>");
            while (rs.next()) {
                out.println("<tr><td>" + Html.escape(rs.getString("holder_name")) + "</td><td>"
                        + rs.getLong("balance_cents") / 100.0 + "</td></tr>");
            }
            out.println("</table>");
        } catch (SQLException e) {
            resp.sendError(500);
        }
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Long userId = (Long) req.getSession().getAttribute("userId");
        if (userId == null) {
            resp.sendError(401);
            return;
        }
        String orderColumn = SORT.getOrDefault(req.getParameter("sort"), "holder_name");
        try (Connection c = Db.connect();
                PreparedStatement ps = c.prepareStatement("SELECT id, holder_name FROM accounts WHERE owner_id = ? ORDER BY " + orderColumn)) {
            ps.setLong(1, userId);
            ResultSet rs = ps.executeQuery();
            StringBuilder csv = new StringBuilder("id,holder\n");
            while (rs.next()) {
                csv.append(rs.getLong(1)).append(',').append(rs.getString(2)).append('\n');
            }
            resp.setContentType("text/csv");
            resp.getWriter().write(csv.toString());
        } catch (SQLException e) {
            resp.sendError(500);
        }
    }
}
