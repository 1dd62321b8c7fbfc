// A lettering proof render program of the h70 set (cwe-078-command).
package uk.goldleafandco.proofs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.amqp.rabbit.annotation.RabbitListener;
import org.springframework.amqp.rabbit.core.RabbitTemplate;
import org.springframework.amqp.support.converter.Jackson2JsonMessageConverter;
import org.springframework.amqp.support.converter.MessageConverter;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.stereotype.Component;

@Configuration
class ProofMessagingConfig {
    @Bean
    MessageConverter proofMessageConverter() {
        return new Jackson2JsonMessageConverter();
    }
}

@Component
class LetteringProofRenderer {

    record Lettering(String font, String text, String colour) {}
    record Canvas(int width, int height) {}
    record RenderJob(String jobId, Lettering lettering, Canvas canvas) {}
    record ProofReady(String jobId, String file, boolean ok) {}

    private static final Logger log = LoggerFactory.getLogger(LetteringProofRenderer.class);
    private static final Path PROOF_DIR = Path.of("/srv/goldleaf/proofs");
    private static final Map<String, String> FONTS = Map.of(
            "roman", "/usr/share/fonts/signwriting/TrajanRoman.ttf",
            "script", "/usr/share/fonts/signwriting/BrushScript.ttf",
            "block", "/usr/share/fonts/signwriting/ShowcardBlock.ttf");

    private final Predicate<RenderJob> acceptable = j ->
            FONTS.containsKey(j.lettering().font())
                    && !j.lettering().text().isBlank()
                    && !j.lettering().text().startsWith("@")
                    && j.lettering().colour().matches("#[0-9a-fA-F]{6}")
                    && j.canvas().width() <= 4000 && j.canvas().height() <= 4000;

    private final RabbitTemplate rabbit;

    LetteringProofRenderer(RabbitTemplate rabbit) {
        this.rabbit = rabbit;
    }

    @RabbitListener(queues = "proofs.render")
    void onRenderJob(RenderJob job) {
        Path output = PROOF_DIR.resolve(job.jobId().replaceAll("[^A-Za-z0-9-]", "") + ".png");
        boolean ok = Optional.of(job)
                .filter(acceptable)
                .map(j -> commandFor(j, output))
                .map(this::run)
                .orElse(false);
        rabbit.convertAndSend("proofs.done", new ProofReady(job.jobId(), output.getFileName().toString(), ok));
    }

    private List<String> commandFor(RenderJob job, Path output) {
        List<String> parts = new ArrayList<>();
        parts.add("convert");
        parts.add("-size");
        parts.add(job.canvas().width() + "x" + job.canvas().height());
        parts.add("-background");
        parts.add("white");
        parts.add("-fill");
        parts.add(job.lettering().colour());
        parts.add("-font");
        parts.add(FONTS.get(job.lettering().font()));
        parts.add("-gravity");
        parts.add("center");
        parts.add("label:" + job.lettering().text());
        parts.add(output.toString());
        return List.copyOf(parts);
    }

    private boolean run(List<String> command) {
        try {
            Files.createDirectories(PROOF_DIR);
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes());
            if (!p.waitFor(60, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return false;
            }
            if (p.exitValue() != 0) {
                log.warn("proof render failed: {}", out);
            }
            return p.exitValue() == 0;
        } catch (IOException e) {
            log.error("could not start renderer", e);
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
