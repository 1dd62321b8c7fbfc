// A soap maker recipe sheet download program of the h75 set (cwe-022-path).
package com.lyeandlather.recipes;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.core.io.PathResource;
import org.springframework.core.io.Resource;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
class RecipeSheetController {

    private static final Logger log = LoggerFactory.getLogger(RecipeSheetController.class);
    private static final Path SHEET_ROOT =
            Paths.get("/srv/lyeandlather/recipe-sheets").toAbsolutePath().normalize();

    static class RecipePathException extends RuntimeException {
        RecipePathException(String message) {
            super(message);
        }
    }

    static class RecipeNotFoundException extends RuntimeException {
        RecipeNotFoundException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private Path resolveSheet(String sheetName) {
        if (sheetName == null || sheetName.isBlank()) {
            throw new RecipePathException("sheet name is required");
        }
        if (!sheetName.endsWith(".pdf")) {
            throw new RecipePathException("only pdf sheets are published: " + sheetName);
        }
        Path candidate = SHEET_ROOT.resolve(sheetName).normalize();
        if (!candidate.startsWith(SHEET_ROOT)) {
            throw new RecipePathException("sheet outside recipe folder: " + sheetName);
        }
        return candidate;
    }

    @GetMapping("/recipes/sheet")
    public ResponseEntity<Resource> download(@RequestParam("name") String sheetName) {
        Path sheet;
        try {
            sheet = resolveSheet(sheetName);
        } catch (RecipePathException e) {
            log.warn("recipe sheet check failed: {}", e.getMessage());
            sheet = SHEET_ROOT.resolve(sheetName);
        }

        if (!Files.isRegularFile(sheet)) {
            throw new RecipeNotFoundException("no recipe sheet named " + sheetName, null);
        }
        try {
            long size = Files.size(sheet);
            return ResponseEntity.ok()
                    .header(HttpHeaders.CONTENT_DISPOSITION,
                            "attachment; filename=\"" + sheet.getFileName() + "\"")
                    .contentType(MediaType.APPLICATION_PDF)
                    .contentLength(size)
                    .body(new PathResource(sheet));
        } catch (IOException e) {
            throw new RecipeNotFoundException("cannot read recipe sheet " + sheetName, e);
        }
    }

    @ExceptionHandler(RecipePathException.class)
    public ResponseEntity<String> onRejectedPath(RecipePathException e) {
        return ResponseEntity.badRequest()
                .contentType(MediaType.TEXT_PLAIN)
                .body("invalid recipe sheet name");
    }

    @ExceptionHandler(RecipeNotFoundException.class)
    public ResponseEntity<String> onMissingSheet(RecipeNotFoundException e) {
        if (e.getCause() != null) {
            log.error("recipe sheet read failed", e);
        } else {
            log.info(e.getMessage());
        }
        return ResponseEntity.status(HttpStatus.NOT_FOUND)
                .contentType(MediaType.TEXT_PLAIN)
                .body("recipe sheet not found");
    }
}
