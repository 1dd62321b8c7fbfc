// A tarot reader deck image upload program of the h75 set (cwe-022-path).
package com.moonlitarcana.decks;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.Locale;
import java.util.Set;
import java.util.logging.Level;
import java.util.logging.Logger;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.MultipartConfig;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.Part;

@WebServlet("/decks/upload")
@MultipartConfig(maxFileSize = 5 * 1024 * 1024)
class DeckImageUploadServlet extends HttpServlet {

    private static final Logger LOG = Logger.getLogger(DeckImageUploadServlet.class.getName());
    private static final Path DECK_ROOT =
            Paths.get(System.getProperty("arcana.deck.dir", "/var/lib/arcana/decks")).toAbsolutePath().normalize();
    private static final Set<String> ALLOWED_EXT = Set.of("png", "jpg", "jpeg", "webp");

    static final class UploadRejectedException extends Exception {
        UploadRejectedException(String message) {
            super(message);
        }
    }

    private static void requireImageExtension(String fileName) throws UploadRejectedException {
        int dot = fileName.lastIndexOf('.');
        if (dot <= 0 || dot == fileName.length() - 1) {
            throw new UploadRejectedException("card image needs a file extension");
        }
        String ext = fileName.substring(dot + 1).toLowerCase(Locale.ROOT);
        if (!ALLOWED_EXT.contains(ext)) {
            throw new UploadRejectedException("card image must be png, jpg or webp");
        }
    }

    private static Path targetFor(String deckId, String submitted) throws UploadRejectedException {
        if (deckId == null || !deckId.matches("[a-z0-9-]{1,40}")) {
            throw new UploadRejectedException("unknown deck");
        }
        if (submitted == null || submitted.isBlank()) {
            throw new UploadRejectedException("missing file name");
        }
        String baseName = Paths.get(submitted).getFileName().toString();
        requireImageExtension(baseName);
        Path deckDir = DECK_ROOT.resolve(deckId);
        Path target = deckDir.resolve(baseName).normalize();
        if (!target.getParent().equals(deckDir)) {
            throw new UploadRejectedException("file name not allowed");
        }
        return target;
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        resp.setContentType("text/plain;charset=UTF-8");
        Part part = req.getPart("cardImage");
        if (part == null || part.getSize() == 0) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "no card image supplied");
            return;
        }

        Path target;
        try {
            target = targetFor(req.getParameter("deck"), part.getSubmittedFileName());
        } catch (UploadRejectedException e) {
            LOG.log(Level.INFO, "deck upload rejected: {0}", e.getMessage());
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, e.getMessage());
            return;
        }

        Path tmp = null;
        try (InputStream in = part.getInputStream()) {
            Files.createDirectories(target.getParent());
            tmp = Files.createTempFile(target.getParent(), "upload-", ".part");
            Files.copy(in, tmp, StandardCopyOption.REPLACE_EXISTING);
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            tmp = null;
        } catch (IOException e) {
            LOG.log(Level.WARNING, "failed to store card image", e);
            resp.sendError(HttpServletResponse.SC_INTERNAL_SERVER_ERROR, "could not store card image");
            return;
        } finally {
            if (tmp != null) {
                Files.deleteIfExists(tmp);
            }
            part.delete();
        }

        resp.setStatus(HttpServletResponse.SC_CREATED);
        resp.getWriter().write("card image stored");
    }
}
