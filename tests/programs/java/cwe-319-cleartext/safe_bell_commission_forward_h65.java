// A bell commission forward program of the h65 set (cwe-319-cleartext).
package com.bellfoundry.orders;

import com.bellfoundry.scheduling.proto.CastingSlotReply;
import com.bellfoundry.scheduling.proto.CastingSlotRequest;
import com.bellfoundry.scheduling.proto.PourSchedulerGrpc;
import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import jakarta.annotation.PreDestroy;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Church bell commissions taken by the sales office. The order is forwarded to the
 * pour scheduler at the foundry site, which books a slot in the casting pit.
 * The scheduler runs at the foundry, reached over the public internet.
 */
@RestController
public class BellCommissionController {

    private final ManagedChannel channel;
    private final PourSchedulerGrpc.PourSchedulerBlockingStub scheduler;

    public BellCommissionController(@Value("${foundry.scheduler.host}") String host,
                                    @Value("${foundry.scheduler.port:443}") int port) {
        this.channel = ManagedChannelBuilder.forAddress(host, port)
                .useTransportSecurity()
                .build();
        this.scheduler = PourSchedulerGrpc.newBlockingStub(channel);
    }

    @PostMapping("/commissions")
    public ResponseEntity<Map<String, Object>> commission(@RequestBody BellCommission order) {
        if (order.weightKg() < 20 || order.weightKg() > 20_000) {
            return ResponseEntity.badRequest().body(Map.of("error", "bell weight out of range"));
        }
        CastingSlotReply slot = scheduler
                .withDeadlineAfter(10, TimeUnit.SECONDS)
                .requestCastingSlot(CastingSlotRequest.newBuilder()
                        .setParish(order.parish())
                        .setContactName(order.contactName())
                        .setContactEmail(order.contactEmail())
                        .setStrikeNote(order.strikeNote())
                        .setWeightKg(order.weightKg())
                        .setInscription(order.inscription())
                        .build());
        return ResponseEntity.accepted().body(Map.of(
                "orderRef", slot.getOrderRef(),
                "pourWeek", slot.getPourWeek()));
    }

    @PreDestroy
    void shutdown() throws InterruptedException {
        channel.shutdown().awaitTermination(5, TimeUnit.SECONDS);
    }

    public record BellCommission(String parish, String contactName, String contactEmail,
                                 String strikeNote, int weightKg, String inscription) {
    }
}
