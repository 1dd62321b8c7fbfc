// A stop spec queue program of the h63 set (cwe-502-deser).
package com.organworks.voicing;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

import org.springframework.jms.annotation.JmsListener;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Service;

class PipeRank implements Serializable {
    private static final long serialVersionUID = 3L;
    String material;
    int pipeCount;
    double scaleHalvingOn;
}

class StopSpecification implements Serializable {
    private static final long serialVersionUID = 7L;
    String organOpus;
    String stopName;
    String footage;
    PipeRank[] ranks = new PipeRank[0];
}

@Component
class StopSpecDecoder {
    private static final ObjectInputFilter SPEC_CLASSES = ObjectInputFilter.Config.createFilter(
            "maxdepth=4;maxrefs=4096;maxbytes=262144;"
            + "com.organworks.voicing.StopSpecification;com.organworks.voicing.PipeRank;java.lang.String;!*");

    StopSpecification decode(byte[] body) throws IOException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(body))) {
            in.setObjectInputFilter(SPEC_CLASSES);
            Object value = in.readObject();
            if (!(value instanceof StopSpecification spec)) {
                throw new IOException("message is not a stop specification");
            }
            return spec;
        } catch (ClassNotFoundException e) {
            throw new IOException("unknown class in stop specification", e);
        }
    }
}

@Service
class VoicingPlanner {
    private final List<StopSpecification> bench = new ArrayList<>();

    synchronized void schedule(StopSpecification spec) {
        if (spec.ranks == null || spec.ranks.length == 0) {
            throw new IllegalArgumentException("stop " + spec.stopName + " has no ranks");
        }
        bench.add(spec);
    }

    synchronized int waiting() { return bench.size(); }
}

@Component
class StopSpecListener {
    private final StopSpecDecoder decoder;
    private final VoicingPlanner planner;

    StopSpecListener(StopSpecDecoder decoder, VoicingPlanner planner) {
        this.decoder = decoder;
        this.planner = planner;
    }

    @JmsListener(destination = "voicing.stop-specs", concurrency = "1-4")
    void onSpecification(byte[] body) throws IOException {
        StopSpecification spec = decoder.decode(body);
        planner.schedule(spec);
    }
}
