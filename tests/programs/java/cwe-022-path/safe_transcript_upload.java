// Jakarta servlet that accepts transcript uploads from school registrars and stores them per student.
package edu.district.registrar.upload;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.MultipartConfig;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.Part;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;

@WebServlet("/registrar/transcripts")
@MultipartConfig(maxFileSize = 10 * 1024 * 1024)
public class TranscriptUploadServlet extends HttpServlet {

    private static final Path UPLOAD_ROOT = Paths.get("/var/lib/registrar/transcripts");

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String studentId = req.getParameter("studentId");
        Part transcript = req.getPart("transcript");
        if (studentId == null || !studentId.matches("\\d{6,10}") || transcript == null) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "studentId and transcript are required");
            return;
        }

        String storedName = cleanFileName(transcript.getSubmittedFileName());
        Path studentDir = UPLOAD_ROOT.resolve(studentId);
        Files.createDirectories(studentDir);

        Path target = studentDir.resolve(storedName).normalize();
        if (!target.startsWith(studentDir)) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "invalid file name");
            return;
        }
        try (InputStream in = transcript.getInputStream()) {
            Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
        }
        resp.setStatus(HttpServletResponse.SC_CREATED);
        resp.setContentType("application/json");
        resp.getWriter().write("{\"stored\":true}");
    }

    private static String cleanFileName(String submitted) {
        if (submitted == null || submitted.isBlank()) {
            return "transcript.pdf";
        }
        String name = submitted.trim();
        int cut = Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\'));
        name = name.substring(cut + 1);
        if (name.startsWith(".") || !name.matches("[A-Za-z0-9._-]{1,80}")) {
            return "transcript.pdf";
        }
        return name;
    }
}
