package com.example.accounts;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.File;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.nio.file.Files;
import java.util.List;

@WebServlet({"/statements", "/statements/import"})
public class StatementServlet extends HttpServlet {
    private static final File STATEMENTS = new File(System.getenv().getOrDefault("STATEMENTS_DIR", "/srv/accounts/statements"));

    /** GET /statements?file=2024-05.pdf: download a generated PDF statement. */
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        if (req.getSession().getAttribute("userId") == null) {
            resp.sendError(401);
            return;
        }
        String name = req.getParameter("file");
        if (name == null || !name.endsWith(".pdf")) {
            resp.sendError(404);
            return;
        }
        resp.setContentType("application/pdf");
        Files.copy(new File(STATEMENTS, name).toPath(), resp.getOutputStream());
    }

    /** POST /statements/import: the desktop client uploads a batch of transactions (Java serialization). */
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        if (req.getSession().getAttribute("userId") == null) {
            resp.sendError(401);
            return;
        }
        try {
            List<?> batch = (List<?>) new ObjectInputStream(req.getInputStream()).readObject();
            resp.getWriter().write("imported " + batch.size());
        } catch (ClassNotFoundException e) {
            resp.sendError(400);
        }
    }
}
