// A shipment events program of the h60 set (cwe-502-deser).
package org.northvale.bloodbank.logistics;

import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Consumes;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;

import java.time.Instant;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Consumer;

/** Courier callbacks: cold-chain shipments of blood units between the bank and hospitals. */
@Controller("/courier/events")
class ShipmentEventController {

    record TemperatureReading(double celsius, Instant takenAt) {}

    record Handover(String signedBy, Instant at) {}

    record ShipmentEvent(
            String shipmentId,
            String hospitalCode,
            @JsonTypeInfo(use = JsonTypeInfo.Id.CLASS, include = JsonTypeInfo.As.PROPERTY, property = "@type")
            Object detail) {}

    interface ColdChainLedger {
        CompletableFuture<Void> append(ShipmentEvent event);
    }

    private final ObjectMapper mapper;
    private final ColdChainLedger ledger;
    private final Consumer<ShipmentEvent> alarms;

    ShipmentEventController(ObjectMapper mapper, ColdChainLedger ledger, Consumer<ShipmentEvent> alarms) {
        this.mapper = mapper;
        this.ledger = ledger;
        this.alarms = alarms;
    }

    @Post
    @Consumes(MediaType.APPLICATION_JSON)
    CompletableFuture<HttpResponse<?>> receive(@Body String json) {
        return CompletableFuture.supplyAsync(() -> parse(json))
                .thenApply(event -> {
                    if (event.detail() instanceof TemperatureReading t && (t.celsius() < 2.0 || t.celsius() > 6.0)) {
                        alarms.accept(event);
                    }
                    return event;
                })
                .thenCompose(ledger::append)
                .<HttpResponse<?>>thenApply(done -> HttpResponse.accepted())
                .exceptionally(err -> HttpResponse.badRequest());
    }

    private ShipmentEvent parse(String json) {
        try {
            return mapper.readValue(json, ShipmentEvent.class);
        } catch (JsonProcessingException e) {
            throw new CompletionException(e);
        }
    }
}
