// Jakarta servlet that renders a preview of a blog comment before it is posted
package com.acme.blog.web;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.io.PrintWriter;

@WebServlet("/comments/preview")
public class CommentPreviewServlet extends HttpServlet {

    static String escapeHtml(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 16);
        for (char c : s.toCharArray()) {
            switch (c) {
                case '<': sb.append("&lt;"); break;
                case '>': sb.append("&gt;"); break;
                case '&': sb.append("&amp;"); break;
                case '"': sb.append("&quot;"); break;
                case '\'': sb.append("&#x27;"); break;
                default: sb.append(c);
            }
        }
        return sb.toString();
    }

    static String paragraphs(String text) {
        return text.replace("\r\n", "\n").replace("\n\n", "</p><p>").replace("\n", "<br>");
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String author = req.getParameter("author");
        String body = req.getParameter("body");
        if (author == null || body == null) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        String htmlAuthor = escapeHtml(author);
        String htmlBody = paragraphs(body);
        resp.setContentType("text/html;charset=UTF-8");
        PrintWriter out = resp.getWriter();
        out.println("<div class=\"comment-preview\">");
        out.println("<h4>" + htmlAuthor + "</h4>");
        out.println("<p>" + htmlBody + "</p>");
        out.println("</div>");
    }
}
