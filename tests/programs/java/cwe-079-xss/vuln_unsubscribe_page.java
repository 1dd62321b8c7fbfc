// Servlet rendering the newsletter unsubscribe confirmation page for a subscriber address
package com.acme.newsletter.web;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Map;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

@WebServlet("/newsletter/unsubscribe")
class UnsubscribeServlet extends HttpServlet {

    private static final Map<String, String> LIST_LABELS = Map.of(
            "weekly", "Weekly Digest",
            "product", "Product Updates",
            "events", "Events &amp; Webinars");

    private record Confirmation(String email, String listLabel) {}

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String email = req.getParameter("email");
        if (email == null || !email.contains("@")) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "missing address");
            return;
        }
        String label = LIST_LABELS.getOrDefault(req.getParameter("list"), "Weekly Digest");
        render(resp, new Confirmation(email.trim(), label));
    }

    private void render(HttpServletResponse resp, Confirmation c) throws IOException {
        resp.setContentType("text/html;charset=UTF-8");
        PrintWriter out = resp.getWriter();
        out.println("<!DOCTYPE html><html><head><title>Unsubscribed</title></head><body>");
        out.println("<h1>You have been unsubscribed</h1>");
        out.printf("<p><strong>%s</strong> will no longer receive %s.</p>%n", c.email(), c.listLabel());
        out.println("<p><a href=\"/newsletter/preferences\">Manage preferences</a></p>");
        out.println("</body></html>");
    }
}
