package com.example.accounts;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

@WebServlet("/admin/*")
public class AdminServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        if (!"admin".equals(req.getSession().getAttribute("role"))) {
            resp.sendError(403);
            return;
        }
        String action = req.getPathInfo();
        if ("/reindex".equals(action)) {
            Process p = new ProcessBuilder("/opt/accounts/bin/reindex", "--all").redirectErrorStream(true).start();
            resp.getWriter().write(new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
        } else if ("/archive".equals(action)) {
            String month = req.getParameter("month");
            Process p = Runtime.getRuntime().exec(new String[] {"sh", "-c", "tar czf /srv/archive/" + month + ".tgz /srv/accounts/statements/" + month});
            resp.getWriter().write("archiving " + Html.escape(month));
        } else {
            resp.sendError(404);
        }
    }
}
