// A blast plan consumer program of the h70 set (cwe-502-deser).
package uk.penrhynslate.blasting;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.stereotype.Component;

@Component
class BlastPlanConsumer {

    record Hole(int number, double depthM, double chargeKg) implements Serializable {}

    record BlastPlan(String bench, LocalDate firingDate, String shotFirer, List<Hole> holes) implements Serializable {}

    record Verdict(String bench, LocalDate firingDate, double totalKg, double maxPerHoleKg, boolean approved) {}

    private static final Logger log = LoggerFactory.getLogger(BlastPlanConsumer.class);

    private static final Map<String, Double> MAX_INSTANTANEOUS_CHARGE = Map.of(
            "north-face-3", 42.0,
            "north-face-4", 38.5,
            "galeri-7", 25.0);

    private final Function<byte[], Object> decoder = bytes -> {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            return in.readObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ClassNotFoundException e) {
            throw new IllegalArgumentException("unknown payload type", e);
        }
    };

    private final KafkaTemplate<String, Verdict> verdicts;

    BlastPlanConsumer(KafkaTemplate<String, Verdict> verdicts) {
        this.verdicts = verdicts;
    }

    @KafkaListener(topics = "quarry.blast-plans", groupId = "blast-checker")
    void onPlan(byte[] payload) {
        Optional<BlastPlan> plan = Optional.of(payload)
                .map(decoder)
                .filter(BlastPlan.class::isInstance)
                .map(BlastPlan.class::cast);
        plan.map(this::assess).ifPresentOrElse(
                v -> verdicts.send("quarry.blast-verdicts", v.bench(), v),
                () -> log.warn("ignored blast plan message of {} bytes", payload.length));
    }

    private Verdict assess(BlastPlan plan) {
        double limit = MAX_INSTANTANEOUS_CHARGE.getOrDefault(plan.bench(), 0.0);
        double total = plan.holes().stream().mapToDouble(Hole::chargeKg).sum();
        double maxPerHole = plan.holes().stream().mapToDouble(Hole::chargeKg).max().orElse(0);
        boolean depthsOk = plan.holes().stream().allMatch(h -> h.depthM() > 1.0 && h.depthM() < 18.0);
        boolean approved = limit > 0 && maxPerHole <= limit && depthsOk && !plan.shotFirer().isBlank();
        log.info("bench {} on {}: {} holes, {} kg total, approved={}",
                plan.bench(), plan.firingDate(), plan.holes().size(), total, approved);
        return new Verdict(plan.bench(), plan.firingDate(), total, maxPerHole, approved);
    }
}
