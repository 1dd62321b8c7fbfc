// Jakarta servlet that echoes the search term back on the results page
package com.example.catalog;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.PrintWriter;
import org.owasp.encoder.Encode;

@WebServlet("/search")
public class SearchServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String q = request.getParameter("q");
        response.setContentType("text/html;charset=UTF-8");
        PrintWriter out = response.getWriter();
        out.println("<html><head><title>Search</title></head><body>");
        out.println("<div class=\"summary\">No products matched <b>" + Encode.forHtml(q) + "</b>.</div>");
        out.println("</body></html>");
    }
}
