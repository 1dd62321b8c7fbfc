// Servlet that renders the knowledge-base search results page as HTML.
package com.acme.kb.servlet;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

@WebServlet("/kb/search")
public class KbSearchServlet extends HttpServlet {

    private final ArticleIndex index = new ArticleIndex();

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String query = req.getParameter("q");
        if (query == null) {
            query = "";
        }
        String trimmed = query.strip();
        List<String> hits = index.search(trimmed);

        resp.setContentType("text/html;charset=UTF-8");
        PrintWriter out = resp.getWriter();
        out.println("<html><head><title>Search</title></head><body>");
        out.println("<h1>Knowledge base</h1>");
        out.println("<p>" + hits.size() + " results for <b>" + display(trimmed) + "</b></p>");
        out.println("<ul>");
        for (String title : hits) {
            out.println("<li>" + escapeHtml(title) + "</li>");
        }
        out.println("</ul></body></html>");
    }

    private static String display(String q) {
        return q.length() > 120 ? q.substring(0, 120) + "..." : q;
    }

    private static String escapeHtml(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            switch (c) {
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '&' -> sb.append("&amp;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&#x27;");
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }

    static class ArticleIndex {
        List<String> search(String q) {
            return List.of("Resetting your password", "Configuring SSO", "Exporting invoices");
        }
    }
}
