// taskcard import (h58 set)
package com.aerolift.mro;

import io.javalin.Javalin;
import io.javalin.http.BadRequestResponse;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;

import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Predicate;
import java.util.stream.Collectors;

final class TaskCardImport {

    record TaskCard(String tailNumber, String ataChapter, String description, int estimatedManHours)
            implements Serializable {}

    interface WorkPackageRepository {
        int saveAll(String hangarSlot, List<TaskCard> cards);
    }

    private static final Predicate<TaskCard> HAS_TAIL = c -> c.tailNumber() != null && !c.tailNumber().isBlank();
    private static final Predicate<TaskCard> VALID_ATA = c -> c.ataChapter() != null && c.ataChapter().matches("\\d{2}(-\\d{2}){0,2}");

    private static final ObjectInputFilter BATCH_FILTER = ObjectInputFilter.Config.createFilter(
            "maxdepth=6;maxrefs=20000;maxbytes=8388608;maxarray=10000;"
                    + "java.util.ArrayList;java.lang.Object;com.aerolift.mro.TaskCardImport$TaskCard;!*");

    private final WorkPackageRepository repository;
    private final ExecutorService importers = Executors.newFixedThreadPool(2);

    TaskCardImport(WorkPackageRepository repository) {
        this.repository = repository;
    }

    @SuppressWarnings("unchecked")
    private static List<TaskCard> readBatch(InputStream body) {
        try (ObjectInputStream in = new ObjectInputStream(body)) {
            in.setObjectInputFilter(BATCH_FILTER);
            Object batch = in.readObject();
            if (!(batch instanceof List<?>)) {
                throw new BadRequestResponse("expected a list of task cards");
            }
            return (List<TaskCard>) batch;
        } catch (IOException | ClassNotFoundException e) {
            throw new BadRequestResponse("unreadable task card batch");
        }
    }

    void importBatch(Context ctx) {
        String hangarSlot = ctx.pathParam("slot");
        List<TaskCard> cards = readBatch(ctx.bodyInputStream()).stream()
                .filter(HAS_TAIL.and(VALID_ATA))
                .collect(Collectors.toList());

        ctx.future(() -> CompletableFuture.supplyAsync(() -> repository.saveAll(hangarSlot, cards), importers)
                .thenAccept(saved -> ctx.status(HttpStatus.CREATED).json(Map.of("slot", hangarSlot, "imported", saved))));
    }

    static void routes(Javalin app, TaskCardImport handler) {
        app.post("/hangar/{slot}/task-cards", handler::importBatch);
    }
}
