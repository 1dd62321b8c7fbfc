// A clock preview kafka program of the h61 set (cwe-078-command).
package com.tickwell.repairs;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.StringDeserializer;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/** Customers attach phone photos of a watch movement to a repair ticket; this worker renders captioned previews. */
record AttachmentUploaded(String ticketId, String objectId, String caption) {}

final class AttachmentRules {
    private static final Pattern TICKET = Pattern.compile("^TW-[0-9]{6}$");

    void check(AttachmentUploaded event) {
        if (event.ticketId() == null || !TICKET.matcher(event.ticketId()).matches()) {
            throw new IllegalArgumentException("bad ticket id");
        }
        UUID.fromString(event.objectId());
        String caption = event.caption() == null ? "" : event.caption();
        if (caption.length() > 80 || caption.startsWith("@")) {
            throw new IllegalArgumentException("caption not accepted");
        }
    }
}

interface PreviewRenderer {
    void render(Path source, Path target, String caption) throws IOException, InterruptedException;
}

final class MagickPreviewRenderer implements PreviewRenderer {
    @Override
    public void render(Path source, Path target, String caption) throws IOException, InterruptedException {
        String label = caption == null ? "" : caption;
        Process process = new ProcessBuilder("magick", source.toString(), "-resize", "1600x1600",
                "-gravity", "south", "-annotate", "+0+12", label, target.toString())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
            process.destroyForcibly();
            throw new IOException("preview rendering failed for " + source.getFileName());
        }
    }
}

final class TicketPreviewService {
    private final AttachmentRules rules;
    private final PreviewRenderer renderer;
    private final Path incomingDir;
    private final Path previewDir;

    TicketPreviewService(AttachmentRules rules, PreviewRenderer renderer, Path incomingDir, Path previewDir) {
        this.rules = rules;
        this.renderer = renderer;
        this.incomingDir = incomingDir;
        this.previewDir = previewDir;
    }

    Path onUploaded(AttachmentUploaded event) throws IOException, InterruptedException {
        rules.check(event);
        Path source = incomingDir.resolve(event.objectId());
        Path target = previewDir.resolve(event.ticketId() + "-" + event.objectId() + ".jpg");
        renderer.render(source, target, event.caption());
        return target;
    }
}

final class PreviewWorker {
    public static void main(String[] args) {
        Properties props = new Properties();
        props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, System.getenv("KAFKA_BOOTSTRAP"));
        props.put(ConsumerConfig.GROUP_ID_CONFIG, "repair-previews");
        props.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        props.put("security.protocol", "SSL");
        ObjectMapper mapper = new ObjectMapper();
        TicketPreviewService service = new TicketPreviewService(new AttachmentRules(), new MagickPreviewRenderer(),
                Path.of("/srv/tickwell/incoming"), Path.of("/srv/tickwell/previews"));
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(props)) {
            consumer.subscribe(List.of("repair-attachments"));
            while (true) {
                for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofSeconds(2))) {
                    try {
                        Path preview = service.onUploaded(mapper.readValue(record.value(), AttachmentUploaded.class));
                        System.out.println("preview ready: " + preview);
                    } catch (IOException | IllegalArgumentException e) {
                        System.err.println("skipping attachment at offset " + record.offset() + ": " + e.getMessage());
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        return;
                    }
                }
            }
        }
    }
}
