// A waiver confirmation program of the h72 set (cwe-079-xss).
package com.bouncehaus.waivers;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.io.PrintWriter;
import java.time.LocalDate;
import java.util.List;
import java.util.Objects;

record Waiver(String jumperName, String guardianName, LocalDate signedOn, String arrivalNote) {}

interface ConfirmationSection {
    String title();

    String body(Waiver waiver);

    default String render(Waiver waiver) {
        return "<section><h2>" + escape(title()) + "</h2><p>" + escape(body(waiver)) + "</p></section>";
    }

    static String escape(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 16);
        for (char c : s.toCharArray()) {
            switch (c) {
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '&' -> sb.append("&amp;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&#39;");
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }
}

final class JumperSection implements ConfirmationSection {
    public String title() { return "Jumper"; }
    public String body(Waiver w) { return w.jumperName(); }
}

final class GuardianSection implements ConfirmationSection {
    public String title() { return "Signed by"; }
    public String body(Waiver w) { return w.guardianName() + " on " + w.signedOn(); }
}

final class ArrivalNoteSection implements ConfirmationSection {
    public String title() { return "Note for the floor staff"; }
    public String body(Waiver w) { return Objects.requireNonNullElse(w.arrivalNote(), ""); }

    @Override
    public String render(Waiver w) {
        String note = body(w);
        if (note.isBlank()) {
            return "";
        }
        return "<section class=\"note\"><h2>" + title() + "</h2><blockquote>" + note + "</blockquote></section>";
    }
}

@WebServlet("/waivers/confirm")
public class WaiverConfirmationServlet extends HttpServlet {

    private final List<ConfirmationSection> sections =
            List.of(new JumperSection(), new GuardianSection(), new ArrivalNoteSection());

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String jumper = req.getParameter("jumper");
        String guardian = req.getParameter("guardian");
        if (jumper == null || guardian == null) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "jumper and guardian are required");
            return;
        }
        Waiver waiver = new Waiver(jumper, guardian, LocalDate.now(), req.getParameter("note"));

        resp.setContentType("text/html;charset=UTF-8");
        PrintWriter out = resp.getWriter();
        out.println("<!doctype html><html><head><title>Waiver confirmed</title></head><body>");
        out.println("<h1>You're all set to bounce!</h1>");
        for (ConfirmationSection section : sections) {
            out.println(section.render(waiver));
        }
        out.println("<p>Grip socks are mandatory on all courts.</p></body></html>");
    }
}
