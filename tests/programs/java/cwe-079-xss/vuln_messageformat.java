// Servlet printing a "no results" message for a search
package com.example.search;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.text.MessageFormat;

public class NoResultsServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String q = req.getParameter("q");
        String msg = MessageFormat.format("<p class=\"empty\">No results for <b>{0}</b></p>", q);
        resp.setContentType("text/html");
        resp.getWriter().write(msg);
    }
}
