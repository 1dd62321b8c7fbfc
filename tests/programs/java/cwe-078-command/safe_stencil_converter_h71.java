// A stencil converter program of the h71 set (cwe-078-command).
package studio.inkwellrow.stencils;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.stereotype.Component;

record StencilUpload(String bookingId, String artist, String fileName, int thresholdPercent) {}

record StencilReady(String bookingId, String stencilPath) {}

class RejectedUploadException extends RuntimeException {
    RejectedUploadException(String message) {
        super(message);
    }
}

@Component
class StencilConverter {
    private static final Logger log = LoggerFactory.getLogger(StencilConverter.class);
    private static final Pattern PLAIN_FILE = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,99}\\.(png|jpe?g|heic)");

    private final Path inbox;
    private final Path stencils;
    private final KafkaTemplate<String, StencilReady> ready;

    StencilConverter(@Value("${stencils.inbox:/srv/inkwell/uploads}") Path inbox,
                     @Value("${stencils.out:/srv/inkwell/stencils}") Path stencils,
                     KafkaTemplate<String, StencilReady> ready) {
        this.inbox = inbox;
        this.stencils = stencils;
        this.ready = ready;
    }

    static boolean isPlainFileName(String name) {
        return name != null && PLAIN_FILE.matcher(name).matches();
    }

    @KafkaListener(topics = "stencil-uploads", groupId = "stencil-converter")
    void onUpload(StencilUpload upload) {
        if (upload.bookingId() == null || upload.bookingId().isBlank()) {
            throw new RejectedUploadException("upload without a booking id");
        }
        if (!isPlainFileName(upload.fileName())) {
            throw new RejectedUploadException("unexpected upload name " + upload.fileName());
        }

        int threshold = Math.max(20, Math.min(80, upload.thresholdPercent()));
        Path source = inbox.resolve(upload.bookingId().replaceAll("[^0-9]", "")).resolve(upload.fileName());
        Path target = stencils.resolve(upload.bookingId().replaceAll("[^0-9]", "") + "-stencil.png");

        String command = "convert '" + source + "' -colorspace Gray -threshold " + threshold
                + "% -negate -resize 1200x1200 '" + target + "'";
        try {
            Process convert = new ProcessBuilder("/bin/sh", "-c", command)
                    .redirectErrorStream(true)
                    .start();
            String output = new String(convert.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!convert.waitFor(60, TimeUnit.SECONDS) || convert.exitValue() != 0) {
                log.error("stencil for booking {} failed: {}", upload.bookingId(), output.strip());
                return;
            }
        } catch (IOException e) {
            log.error("could not start ImageMagick for booking {}", upload.bookingId(), e);
            return;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        }

        log.info("stencil ready for {} ({})", upload.bookingId(), upload.artist());
        ready.send("stencil-ready", upload.bookingId(), new StencilReady(upload.bookingId(), target.toString()));
    }
}
