// Jakarta servlet that imports a CSV price list from a URL supplied in the form
package com.example.imports;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URL;

@WebServlet("/prices/import")
public class PriceImportServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        URL source = new URL(req.getParameter("sourceUrl"));
        int rows = 0;
        StringBuilder preview = new StringBuilder();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(source.openStream()))) {
            String line;
            while ((line = r.readLine()) != null) {
                if (rows++ < 5) preview.append(line).append('\n');
            }
        }
        resp.setContentType("text/plain");
        resp.getWriter().print(rows + " rows\n" + preview);
    }
}
