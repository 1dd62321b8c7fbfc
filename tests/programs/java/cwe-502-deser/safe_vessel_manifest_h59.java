// Unseen set h59: vessel manifest
package com.harborline.manifest;

import com.rabbitmq.client.AMQP;
import com.rabbitmq.client.Channel;
import com.rabbitmq.client.Connection;
import com.rabbitmq.client.ConnectionFactory;
import com.rabbitmq.client.DefaultConsumer;
import com.rabbitmq.client.Envelope;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

class ManifestLine implements Serializable {
    private static final long serialVersionUID = 3L;
    String containerNo;
    String isoType;
    Integer grossKg;
    String portOfDischarge;
    boolean reefer;
}

class ManifestBatch implements Serializable {
    private static final long serialVersionUID = 7L;
    String vesselImo;
    String voyage;
    ArrayList<ManifestLine> lines = new ArrayList<>();
}

/** Decodes manifest batches published by the legacy terminal operating system. */
class ManifestCodec {
    private static final ObjectInputFilter MANIFEST_CLASSES = ObjectInputFilter.Config.createFilter(
            "maxdepth=6;maxrefs=20000;maxbytes=4194304;"
            + "com.harborline.manifest.ManifestBatch;com.harborline.manifest.ManifestLine;"
            + "java.util.ArrayList;java.lang.Integer;java.lang.Number;!*");

    ManifestBatch decode(byte[] body) throws IOException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(body))) {
            in.setObjectInputFilter(MANIFEST_CLASSES);
            return (ManifestBatch) in.readObject();
        } catch (ClassNotFoundException | ClassCastException e) {
            throw new IOException("not a manifest batch", e);
        }
    }
}

class StowagePlanningService {
    private final List<String> reeferPlugRequests = new ArrayList<>();

    int plan(ManifestBatch batch) {
        int reefers = 0;
        for (ManifestLine line : batch.lines) {
            if (line.reefer) {
                reeferPlugRequests.add(batch.vesselImo + "/" + batch.voyage + "/" + line.containerNo);
                reefers++;
            }
        }
        return reefers;
    }
}

class ManifestConsumer extends DefaultConsumer {
    private final ManifestCodec codec;
    private final StowagePlanningService planning;

    ManifestConsumer(Channel channel, ManifestCodec codec, StowagePlanningService planning) {
        super(channel);
        this.codec = codec;
        this.planning = planning;
    }

    @Override
    public void handleDelivery(String consumerTag, Envelope envelope, AMQP.BasicProperties properties, byte[] body)
            throws IOException {
        try {
            ManifestBatch batch = codec.decode(body);
            int reefers = planning.plan(batch);
            System.out.printf("voyage %s: %d lines, %d reefer plugs requested%n", batch.voyage, batch.lines.size(), reefers);
            getChannel().basicAck(envelope.getDeliveryTag(), false);
        } catch (IOException e) {
            getChannel().basicReject(envelope.getDeliveryTag(), false);
        }
    }

    public static void main(String[] args) throws Exception {
        ConnectionFactory factory = new ConnectionFactory();
        factory.setUri(System.getenv("AMQP_URL"));
        Connection connection = factory.newConnection("stowage-planner");
        Channel channel = connection.createChannel();
        channel.queueDeclare("tos.manifests", true, false, false, null);
        channel.basicConsume("tos.manifests", false,
                new ManifestConsumer(channel, new ManifestCodec(), new StowagePlanningService()));
    }
}
