// Servlet returning an exported CSV report by file name
package com.example.exports;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.apache.commons.io.FilenameUtils;

public class ExportServlet extends HttpServlet {
    private static final Path BASE = Paths.get("/srv/exports");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String file = req.getParameter("file");
        if (file == null || !(file = FilenameUtils.getName(file)).endsWith(".csv")) {
            resp.sendError(400);
            return;
        }
        resp.setContentType("text/csv");
        resp.getOutputStream().write(Files.readAllBytes(BASE.resolve(file)));
    }
}
