// A trip plans program of the h72 set (cwe-502-deser).
package com.wildwaterco.trips;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.jsontype.PolymorphicTypeValidator;
import com.fasterxml.jackson.databind.jsontype.impl.LaissezFaireSubTypeValidator;

import java.io.IOException;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

interface TripLeg {
    double kilometres();
}

record RiverLeg(String river, String section, int rapidClass, double kilometres) implements TripLeg {}

record PortageLeg(String trail, double kilometres, boolean boatsCarried) implements TripLeg {}

record CampLeg(String site, int tents, double kilometres) implements TripLeg {}

record TripPlan(String outfitter, LocalDate launch, List<TripLeg> legs, Map<String, Object> extras) {
    double totalKilometres() {
        return legs.stream().mapToDouble(TripLeg::kilometres).sum();
    }
}

interface PayloadReader<T> {
    T read(String body) throws IOException;
}

final class JacksonPayloadReader<T> implements PayloadReader<T> {
    private final ObjectMapper mapper;
    private final Class<T> type;

    JacksonPayloadReader(ObjectMapper mapper, Class<T> type) {
        this.mapper = mapper;
        this.type = type;
    }

    @Override
    public T read(String body) throws IOException {
        return mapper.readValue(body, type);
    }
}

@Configuration
class TripMappingConfig {

    @Bean
    PolymorphicTypeValidator tripTypeValidator() {
        return LaissezFaireSubTypeValidator.instance;
    }

    @Bean
    PayloadReader<TripPlan> tripPlanReader(PolymorphicTypeValidator validator) {
        ObjectMapper mapper = JsonMapper.builder()
                .findAndAddModules()
                .activateDefaultTyping(validator, ObjectMapper.DefaultTyping.NON_FINAL)
                .build();
        return new JacksonPayloadReader<>(mapper, TripPlan.class);
    }
}

@Component
class TripBook {
    void reserve(TripPlan plan) {
        // hands the plan to the dispatch board; rafts and guides get assigned overnight
    }
}

@RestController
class TripPlanController {
    private final PayloadReader<TripPlan> reader;
    private final TripBook book;

    TripPlanController(PayloadReader<TripPlan> reader, TripBook book) {
        this.reader = reader;
        this.book = book;
    }

    @PostMapping(value = "/partners/trip-plans", consumes = "application/json")
    ResponseEntity<String> submit(@RequestBody String body) {
        try {
            TripPlan plan = reader.read(body);
            book.reserve(plan);
            return ResponseEntity.accepted().body("planned " + plan.totalKilometres() + " km");
        } catch (IOException e) {
            return ResponseEntity.badRequest().body("unreadable trip plan");
        }
    }
}
