// Servlet that renders the storefront product search results page.
package com.acme.store.web;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/search")
public class SearchPageServlet extends HttpServlet {

    private final ProductCatalog catalog = new ProductCatalog();

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String query = req.getParameter("q");
        if (query == null) {
            query = "";
        }
        List<String> hits = catalog.search(query.trim());
        String shown = query;
        resp.setContentType("text/html;charset=UTF-8");
        PrintWriter out = resp.getWriter();
        out.println("<html><body>");
        out.println("<h2>Results for " + shown + "</h2>");
        out.println("<p>" + hits.size() + " products found</p><ul>");
        for (String name : hits) {
            out.println("<li>" + name + "</li>");
        }
        out.println("</ul></body></html>");
    }
}

class ProductCatalog {
    private static final List<String> PRODUCTS =
            List.of("Desk Lamp", "Office Chair", "Standing Desk", "Monitor Arm", "Cable Tray");

    List<String> search(String q) {
        String needle = q.toLowerCase(Locale.ROOT);
        return PRODUCTS.stream()
                .filter(p -> p.toLowerCase(Locale.ROOT).contains(needle))
                .collect(Collectors.toList());
    }
}
