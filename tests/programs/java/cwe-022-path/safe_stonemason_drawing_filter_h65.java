// A stonemason drawing filter program of the h65 set (cwe-022-path).
package com.masonsyard.drawings;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.regex.Pattern;

/**
 * Shop drawings for carved stonework (tracery, mouldings, quoins) are PDFs kept
 * on the yard file server. The filter validates the requested sheet name once and
 * hands it to the download servlet as a request attribute.
 */
@WebFilter(urlPatterns = "/drawings/*")
public class DrawingSheetFilter implements Filter {

    static final String SHEET_ATTRIBUTE = "masonsyard.drawingSheet";
    private static final Pattern SHEET_NAME = Pattern.compile("[A-Za-z0-9_-]+\\.pdf");

    @Override
    public void doFilter(ServletRequest req, ServletResponse res, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest request = (HttpServletRequest) req;
        String sheet = request.getParameter("sheet");
        if (sheet == null || !SHEET_NAME.matcher(sheet).matches()) {
            ((HttpServletResponse) res).sendError(HttpServletResponse.SC_BAD_REQUEST, "invalid sheet name");
            return;
        }
        request.setAttribute(SHEET_ATTRIBUTE, sheet);
        chain.doFilter(req, res);
    }
}

@WebServlet("/drawings/download")
class DrawingDownloadServlet extends HttpServlet {

    private static final Path DRAWINGS_DIR =
            Paths.get(System.getProperty("masonsyard.drawings.dir", "/srv/yard/drawings"));

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String sheet = (String) request.getAttribute(DrawingSheetFilter.SHEET_ATTRIBUTE);
        Path pdf = DRAWINGS_DIR.resolve(sheet);
        if (!Files.isRegularFile(pdf)) {
            response.sendError(HttpServletResponse.SC_NOT_FOUND);
            return;
        }
        response.setContentType("application/pdf");
        response.setHeader("Content-Disposition", "inline");
        response.setContentLengthLong(Files.size(pdf));
        Files.copy(pdf, response.getOutputStream());
    }
}
