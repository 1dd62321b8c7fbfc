// Jakarta servlet that renders the personalised welcome banner for the member portal
package com.acme.portal.servlet;

import java.io.IOException;
import java.io.PrintWriter;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

@WebServlet("/welcome")
public class GreetingServlet extends HttpServlet {

    private static String displayName(HttpServletRequest req) {
        String name = req.getParameter("name");
        if (name == null || name.isBlank()) {
            return "guest";
        }
        return name.trim();
    }

    private static String stripScriptTags(String s) {
        return s.replaceAll("(?i)<script>", "").replaceAll("(?i)</script>", "");
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String who = stripScriptTags(displayName(req));
        resp.setContentType("text/html;charset=UTF-8");
        PrintWriter out = resp.getWriter();
        out.println("<!DOCTYPE html><html><head><title>Welcome</title></head><body>");
        out.println("<h1>Hello, " + who + "!</h1>");
        out.println("<p><a href=\"/portal/home\">Continue to your dashboard</a></p>");
        out.println("</body></html>");
    }
}
