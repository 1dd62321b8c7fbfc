// A chimney jobsheet nats program of the h61 set (cwe-502-deser).
package com.sootmasters.jobs;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.jsontype.impl.LaissezFaireSubTypeValidator;
import io.nats.client.Connection;
import io.nats.client.Dispatcher;
import io.nats.client.Message;
import io.nats.client.Nats;
import io.nats.client.Options;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;

/** Subcontracted sweeps submit finished job sheets from their tablets; sheets arrive on a NATS subject. */
abstract class SweepTask {
    public String flueType;

    public abstract String summary();
}

class FlueSweep extends SweepTask {
    public double sootLitres;

    @Override
    public String summary() {
        return "swept " + flueType + ", " + sootLitres + " l soot";
    }
}

class CowlFitting extends SweepTask {
    public String cowlModel;

    @Override
    public String summary() {
        return "fitted " + cowlModel + " on " + flueType;
    }
}

class JobSheet {
    public String jobId;
    public String address;
    public SweepTask task;
    public Map<String, Object> extras = new LinkedHashMap<>();
}

final class JobSheetDecoder {
    private final ObjectMapper mapper = new ObjectMapper();

    JobSheetDecoder() {
        // the tablet app writes concrete type names for the task and the free-form extras
        mapper.activateDefaultTyping(LaissezFaireSubTypeValidator.instance,
                ObjectMapper.DefaultTyping.OBJECT_AND_NON_CONCRETE);
    }

    JobSheet decode(byte[] json) throws IOException {
        return mapper.readValue(json, JobSheet.class);
    }
}

final class JobSheetService {
    private static final Pattern JOB_ID = Pattern.compile("^SM-[0-9]{4}-[0-9]{5}$");

    void record(JobSheet sheet) {
        if (sheet.jobId == null || !JOB_ID.matcher(sheet.jobId).matches() || sheet.task == null) {
            throw new IllegalArgumentException("incomplete job sheet");
        }
        System.out.println(sheet.jobId + " @ " + sheet.address + ": " + sheet.task.summary()
                + " (" + sheet.extras.size() + " extra fields)");
    }
}

final class JobSheetSubscriber {
    private final JobSheetDecoder decoder;
    private final JobSheetService service;

    JobSheetSubscriber(JobSheetDecoder decoder, JobSheetService service) {
        this.decoder = decoder;
        this.service = service;
    }

    void onMessage(Message message) {
        try {
            service.record(decoder.decode(message.getData()));
        } catch (IOException | IllegalArgumentException e) {
            System.err.println("rejected job sheet on " + message.getSubject() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) throws Exception {
        Options options = new Options.Builder()
                .server(System.getenv("NATS_URL"))
                .userInfo(System.getenv("NATS_USER"), System.getenv("NATS_PASSWORD"))
                .build();
        Connection connection = Nats.connect(options);
        JobSheetSubscriber subscriber = new JobSheetSubscriber(new JobSheetDecoder(), new JobSheetService());
        Dispatcher dispatcher = connection.createDispatcher(subscriber::onMessage);
        dispatcher.subscribe("sweeps.jobsheets.submitted", "jobsheet-workers");
    }
}
