// Jakarta servlet rendering a personalised welcome page for newsletter sign-ups.
package com.acme.newsletter;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Map;

import org.owasp.encoder.Encode;

@WebServlet("/newsletter/welcome")
public class WelcomeServlet extends HttpServlet {

    private static final Map<String, String> TOPICS = Map.of(
            "eng", "engineering updates",
            "product", "product announcements",
            "events", "meetups and events");

    static final class Subscriber {
        final String displayName;
        final String topic;

        Subscriber(String displayName, String topic) {
            this.displayName = displayName;
            this.topic = topic;
        }
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp)
            throws ServletException, IOException {
        Subscriber sub = fromRequest(req);
        resp.setContentType("text/html;charset=UTF-8");
        PrintWriter out = resp.getWriter();
        out.println("<!DOCTYPE html><html><head><title>Welcome</title></head><body>");
        out.println("<h1>Thanks for subscribing, " + sub.displayName + "!</h1>");
        out.println("<p>You will receive " + sub.topic + ".</p>");
        out.println("</body></html>");
    }

    private Subscriber fromRequest(HttpServletRequest req) {
        String name = req.getParameter("name");
        if (name == null || name.isBlank()) {
            name = "friend";
        }
        String topic = TOPICS.getOrDefault(req.getParameter("topic"), "general news");
        return new Subscriber(Encode.forHtml(name.strip()), topic);
    }
}
