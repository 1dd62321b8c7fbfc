// A maple syrup farm batch label print program of the h75 set (cwe-078-command).
package com.sugarbush.labels;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/labels")
class BatchLabelController {

    private static final Logger log = LoggerFactory.getLogger(BatchLabelController.class);
    private static final Pattern PRINTER_NAME = Pattern.compile("[A-Za-z0-9_-]{1,32}");
    private static final int MAX_ATTEMPTS = 3;

    record LabelRequest(String batchCode, String grade, String printer, int copies) {}

    static class LabelJobException extends Exception {
        LabelJobException(String message) {
            super(message);
        }

        LabelJobException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private List<String> buildCommand(LabelRequest req, Path labelFile) throws LabelJobException {
        if (req.printer() == null || !PRINTER_NAME.matcher(req.printer()).matches()) {
            throw new LabelJobException("unknown printer");
        }
        if (req.copies() < 1 || req.copies() > 50) {
            throw new LabelJobException("copies must be between 1 and 50");
        }
        return List.of("/bin/sh", "-c", "lp -d " + req.printer() + " -n " + req.copies()
                + " -t \"batch " + req.batchCode() + "\" " + labelFile);
    }

    private int runPrintJob(List<String> command) throws LabelJobException {
        for (int attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
            Process process = null;
            try {
                process = new ProcessBuilder(command).redirectErrorStream(true).start();
                String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                if (!process.waitFor(20, TimeUnit.SECONDS)) {
                    log.warn("lp attempt {} timed out", attempt);
                    continue;
                }
                if (process.exitValue() == 0) {
                    return attempt;
                }
                log.warn("lp attempt {} exited {}: {}", attempt, process.exitValue(), output.trim());
            } catch (IOException e) {
                throw new LabelJobException("print spooler unavailable", e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new LabelJobException("interrupted while printing", e);
            } finally {
                if (process != null && process.isAlive()) {
                    process.destroyForcibly();
                }
            }
        }
        throw new LabelJobException("printer refused the job after " + MAX_ATTEMPTS + " attempts");
    }

    @PostMapping("/print")
    public ResponseEntity<String> print(@RequestBody LabelRequest req) {
        if (req.batchCode() == null || req.batchCode().isBlank() || req.grade() == null) {
            return ResponseEntity.badRequest().body("batch code and grade are required");
        }
        Path labelFile = null;
        try {
            labelFile = Files.createTempFile("maple-label-", ".txt");
            Files.writeString(labelFile, "Pure Maple Syrup\nGrade " + req.grade() + "\nBatch " + req.batchCode() + "\n");
            int attempts = runPrintJob(buildCommand(req, labelFile));
            return ResponseEntity.ok("label queued after " + attempts + " attempt(s)");
        } catch (LabelJobException e) {
            log.warn("label job for batch {} failed", req.batchCode(), e);
            return ResponseEntity.status(HttpStatus.BAD_GATEWAY).body(e.getMessage());
        } catch (IOException e) {
            log.error("could not prepare label file", e);
            return ResponseEntity.internalServerError().body("label could not be prepared");
        } finally {
            if (labelFile != null) {
                try {
                    Files.deleteIfExists(labelFile);
                } catch (IOException e) {
                    log.debug("leftover label file {}", labelFile, e);
                }
            }
        }
    }
}
