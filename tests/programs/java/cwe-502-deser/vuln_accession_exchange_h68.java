// A accession exchange program of the h68 set (cwe-502-deser).
// seed banks: accepts accession batches from partner genebanks for safety-duplicate storage
package org.verdantvault.exchange;

import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.jsontype.impl.LaissezFaireSubTypeValidator;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

public class AccessionExchange {

    sealed interface Storage permits Cryo, ColdRoom, FieldGenebank {}
    record Cryo(double tempC) implements Storage {}
    record ColdRoom(double tempC, double relativeHumidity) implements Storage {}
    record FieldGenebank(String site, int plants) implements Storage {}

    record Accession(String accessionNumber, String genus, String species, LocalDate collected,
                     int seedCount, Storage storage, Map<String, Object> passport) {}

    record ExchangeBatch(String donorInstitute, String batchId, List<Accession> accessions) {}

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .addModule(new JavaTimeModule())
            .activateDefaultTyping(LaissezFaireSubTypeValidator.instance,
                    ObjectMapper.DefaultTyping.NON_FINAL, JsonTypeInfo.As.PROPERTY)
            .build();

    private final Map<String, Accession> vault = new ConcurrentHashMap<>();

    static String storageLabel(Storage storage) {
        return switch (storage) {
            case Cryo(var t) when t <= -150 -> "liquid nitrogen vapour";
            case Cryo(var t) -> "cryo %.0f °C".formatted(t);
            case ColdRoom(var t, var rh) when t <= -18 && rh <= 15 -> "base collection";
            case ColdRoom(var t, var rh) -> "active collection";
            case FieldGenebank(var site, var plants) -> "field genebank at %s (%d plants)".formatted(site, plants);
        };
    }

    void receive(Context ctx) {
        ExchangeBatch batch;
        try {
            batch = MAPPER.readValue(ctx.body(), ExchangeBatch.class);
        } catch (JsonProcessingException e) {
            ctx.status(HttpStatus.BAD_REQUEST).result("unreadable batch: " + e.getOriginalMessage());
            return;
        }

        var accepted = batch.accessions().stream()
                .filter(a -> a.seedCount() >= 500)
                .peek(a -> vault.put(batch.donorInstitute() + "/" + a.accessionNumber(), a))
                .collect(Collectors.groupingBy(a -> storageLabel(a.storage()), Collectors.counting()));

        ctx.status(HttpStatus.ACCEPTED).json(Map.of(
                "batch", batch.batchId(),
                "accepted", accepted.values().stream().mapToLong(Long::longValue).sum(),
                "byStorage", accepted));
    }

    void list(Context ctx) {
        var genus = ctx.queryParam("genus");
        ctx.json(vault.values().stream()
                .filter(a -> genus == null || a.genus().equalsIgnoreCase(genus))
                .map(a -> Map.of("accession", a.accessionNumber(), "taxon", a.genus() + " " + a.species()))
                .toList());
    }

    public static void main(String[] args) {
        var exchange = new AccessionExchange();
        Javalin.create(cfg -> cfg.useVirtualThreads = true)
                .post("/exchange/batches", exchange::receive)
                .get("/exchange/accessions", exchange::list)
                .start(7090);
    }
}
