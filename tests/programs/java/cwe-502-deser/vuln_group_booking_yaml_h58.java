// group booking yaml (h58 set)
package com.seabrookhotels.groups;

import io.vertx.core.AbstractVerticle;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;
import org.yaml.snakeyaml.Yaml;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Date;
import java.util.List;
import java.util.Map;
import java.util.Optional;

class GroupBookingVerticle extends AbstractVerticle {

    record RoomBlock(String roomType, int rooms, LocalDate arrival, LocalDate departure) {}

    private static LocalDate toDate(Object value) {
        return value instanceof Date d
                ? d.toInstant().atZone(ZoneOffset.UTC).toLocalDate()
                : LocalDate.parse(String.valueOf(value));
    }

    private static Optional<RoomBlock> toBlock(Object raw) {
        if (!(raw instanceof Map<?, ?> m)) {
            return Optional.empty();
        }
        try {
            return Optional.of(new RoomBlock(
                    String.valueOf(m.get("roomType")),
                    Integer.parseInt(String.valueOf(m.get("rooms"))),
                    toDate(m.get("arrival")),
                    toDate(m.get("departure"))));
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    private static List<RoomBlock> parseManifest(String yamlText) {
        Yaml yaml = new Yaml();
        Object doc = yaml.load(yamlText);
        if (!(doc instanceof Map<?, ?> root) || !(root.get("blocks") instanceof List<?> blocks)) {
            return List.of();
        }
        return blocks.stream()
                .map(GroupBookingVerticle::toBlock)
                .flatMap(Optional::stream)
                .filter(b -> b.rooms() > 0 && b.departure().isAfter(b.arrival()))
                .toList();
    }

    private void uploadManifest(RoutingContext ctx) {
        String eventCode = ctx.pathParam("eventCode");
        vertx.<List<RoomBlock>>executeBlocking(promise -> promise.complete(parseManifest(ctx.body().asString())))
                .onSuccess(blocks -> {
                    int totalRooms = blocks.stream().mapToInt(RoomBlock::rooms).sum();
                    vertx.eventBus().publish("groups.manifest.received",
                            new JsonObject().put("event", eventCode).put("rooms", totalRooms));
                    ctx.json(new JsonObject()
                            .put("event", eventCode)
                            .put("blocks", blocks.size())
                            .put("rooms", totalRooms));
                })
                .onFailure(ctx::fail);
    }

    @Override
    public void start() {
        Router router = Router.router(vertx);
        router.route().handler(BodyHandler.create().setBodyLimit(512 * 1024));
        router.post("/events/:eventCode/manifest").handler(this::uploadManifest);
        vertx.createHttpServer()
                .requestHandler(router)
                .listen(Integer.parseInt(System.getenv().getOrDefault("GROUPS_PORT", "8091")));
    }
}
