// A auction reserve spel program of the h61 set (cwe-094-code).
package com.hammerfall.reserves;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.springframework.expression.EvaluationContext;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.SimpleEvaluationContext;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;

/** Consignors may set a conditional reserve on their lot, e.g. "highBid >= 1200 and bidders >= 3". */
record ReserveRuleUpdate(String lotId, String rule) {}

record BidPlaced(String lotId, long amount, int bidders, int minutesLeft) {}

final class BidState {
    private final long highBid;
    private final int bidders;
    private final int minutesLeft;

    BidState(long highBid, int bidders, int minutesLeft) {
        this.highBid = highBid;
        this.bidders = bidders;
        this.minutesLeft = minutesLeft;
    }

    public long getHighBid() { return highBid; }
    public int getBidders() { return bidders; }
    public int getMinutesLeft() { return minutesLeft; }
}

interface ReserveRuleEngine {
    boolean reserveMet(String rule, BidState state);
}

final class SpelReserveRuleEngine implements ReserveRuleEngine {
    private final ExpressionParser parser = new SpelExpressionParser();

    @Override
    public boolean reserveMet(String rule, BidState state) {
        Expression expression = parser.parseExpression(rule);
        EvaluationContext context = SimpleEvaluationContext.forReadOnlyDataBinding().withRootObject(state).build();
        return Boolean.TRUE.equals(expression.getValue(context, Boolean.class));
    }
}

final class LotDesk {
    private final Map<String, String> rules = new ConcurrentHashMap<>();
    private final ReserveRuleEngine engine;

    LotDesk(ReserveRuleEngine engine) {
        this.engine = engine;
    }

    void updateRule(ReserveRuleUpdate update) {
        if (update.rule() == null || update.rule().isBlank() || update.rule().length() > 200) {
            throw new IllegalArgumentException("reserve rule must be 1-200 characters");
        }
        rules.put(update.lotId(), update.rule());
    }

    void onBid(BidPlaced bid) {
        String rule = rules.getOrDefault(bid.lotId(), "highBid > 0");
        boolean met = engine.reserveMet(rule, new BidState(bid.amount(), bid.bidders(), bid.minutesLeft()));
        System.out.println("lot " + bid.lotId() + " at " + bid.amount() + (met ? " - reserve met" : " - below reserve"));
    }
}

final class AuctionFloorConsumer {
    public static void main(String[] args) {
        Properties props = new Properties();
        props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, System.getenv("KAFKA_BOOTSTRAP"));
        props.put(ConsumerConfig.GROUP_ID_CONFIG, "auction-floor");
        props.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        props.put("security.protocol", "SSL");
        ObjectMapper mapper = new ObjectMapper();
        LotDesk desk = new LotDesk(new SpelReserveRuleEngine());
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(props)) {
            consumer.subscribe(List.of("consignor-reserve-rules", "bids-placed"));
            while (true) {
                for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofMillis(500))) {
                    try {
                        if (record.topic().equals("consignor-reserve-rules")) {
                            desk.updateRule(mapper.readValue(record.value(), ReserveRuleUpdate.class));
                        } else {
                            desk.onBid(mapper.readValue(record.value(), BidPlaced.class));
                        }
                    } catch (IOException | RuntimeException e) {
                        System.err.println("skipped " + record.topic() + "@" + record.offset() + ": " + e.getMessage());
                    }
                }
            }
        }
    }
}
