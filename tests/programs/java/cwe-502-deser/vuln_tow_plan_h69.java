// A tow plan program of the h69 set (cwe-502-deser).
package com.saltmarshtowage.planning;

import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.jms.BytesMessage;
import jakarta.jms.JMSException;
import java.io.ByteArrayInputStream;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.jms.annotation.JmsListener;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

record TowPlan(String vesselImo, String berth, Instant eta, int tugsRequired, List<String> notes)
        implements Serializable {}

@Component
class PlanMailbox {
    private final Map<String, byte[]> byVessel = new ConcurrentHashMap<>();

    void store(String vessel, byte[] body) {
        byVessel.put(vessel, body);
    }

    Map<String, byte[]> snapshotAndClear() {
        Map<String, byte[]> copy = Map.copyOf(byVessel);
        copy.keySet().forEach(byVessel::remove);
        return copy;
    }
}

@Component
class PilotDeskListener {
    private final PlanMailbox mailbox;

    PilotDeskListener(PlanMailbox mailbox) {
        this.mailbox = mailbox;
    }

    @JmsListener(destination = "pilotdesk.towplans")
    void onPlan(BytesMessage message) throws JMSException {
        String vessel = message.getStringProperty("vesselImo");
        byte[] body = new byte[(int) message.getBodyLength()];
        message.readBytes(body);
        mailbox.store(vessel == null ? "unknown" : vessel, body);
    }
}

@Component
class TugAssignmentJob {
    private static final Logger log = LoggerFactory.getLogger(TugAssignmentJob.class);

    private final PlanMailbox mailbox;
    private final ObjectMapper json;
    private final Map<String, TowPlan> assigned = new ConcurrentHashMap<>();

    TugAssignmentJob(PlanMailbox mailbox, ObjectMapper json) {
        this.mailbox = mailbox;
        this.json = json;
    }

    @Scheduled(fixedDelay = 20_000)
    void assignPending() {
        for (Map.Entry<String, byte[]> e : mailbox.snapshotAndClear().entrySet()) {
            try {
                TowPlan plan = decode(e.getValue());
                if (plan.tugsRequired() < 1 || plan.tugsRequired() > 4) {
                    log.warn("plan for {} asks for {} tugs, sending to manual review", e.getKey(), plan.tugsRequired());
                    continue;
                }
                assigned.put(plan.vesselImo(), plan);
                log.info("assigned tugs: {}", json.writeValueAsString(plan));
            } catch (Exception ex) {
                log.error("could not read tow plan for {}", e.getKey(), ex);
            }
        }
    }

    private TowPlan decode(byte[] body) throws Exception {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(body))) {
            return (TowPlan) in.readObject();
        }
    }
}
