// A pawnbroker appraisal rabbit program of the h61 set (cwe-502-deser).
package com.goldkey.appraisals;

import com.rabbitmq.client.AMQP;
import com.rabbitmq.client.Channel;
import com.rabbitmq.client.Connection;
import com.rabbitmq.client.ConnectionFactory;
import com.rabbitmq.client.DefaultConsumer;
import com.rabbitmq.client.Envelope;

import javax.net.ssl.SSLContext;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.math.BigDecimal;
import java.time.Instant;

/** Branch counters push item appraisals to head office, where valuers review high-value pledges. */
final class Appraisal implements Serializable {
    private static final long serialVersionUID = 3L;

    final String ticketNo;
    final String branch;
    final String description;
    final BigDecimal offeredLoan;
    final Instant appraisedAt;

    Appraisal(String ticketNo, String branch, String description, BigDecimal offeredLoan, Instant appraisedAt) {
        this.ticketNo = ticketNo;
        this.branch = branch;
        this.description = description;
        this.offeredLoan = offeredLoan;
        this.appraisedAt = appraisedAt;
    }
}

interface AppraisalCodec {
    Appraisal decode(byte[] payload) throws IOException;
}

final class JavaSerialCodec implements AppraisalCodec {
    @Override
    public Appraisal decode(byte[] payload) throws IOException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(payload))) {
            Object value = in.readObject();
            if (!(value instanceof Appraisal appraisal)) {
                throw new InvalidObjectException("not an appraisal");
            }
            return appraisal;
        } catch (ClassNotFoundException e) {
            throw new InvalidObjectException("unknown class in appraisal message");
        }
    }
}

final class ValuerReviewQueue {
    private static final BigDecimal REVIEW_THRESHOLD = new BigDecimal("2500.00");

    void submit(Appraisal appraisal) {
        if (appraisal.offeredLoan.compareTo(REVIEW_THRESHOLD) >= 0) {
            System.out.printf("review needed: %s from %s (%s) offered %s%n",
                    appraisal.ticketNo, appraisal.branch, appraisal.description, appraisal.offeredLoan);
        }
    }
}

final class AppraisalConsumer extends DefaultConsumer {
    private final AppraisalCodec codec;
    private final ValuerReviewQueue reviews;

    AppraisalConsumer(Channel channel, AppraisalCodec codec, ValuerReviewQueue reviews) {
        super(channel);
        this.codec = codec;
        this.reviews = reviews;
    }

    @Override
    public void handleDelivery(String consumerTag, Envelope envelope, AMQP.BasicProperties properties, byte[] body)
            throws IOException {
        try {
            reviews.submit(codec.decode(body));
            getChannel().basicAck(envelope.getDeliveryTag(), false);
        } catch (InvalidObjectException e) {
            getChannel().basicReject(envelope.getDeliveryTag(), false);
        }
    }

    public static void main(String[] args) throws Exception {
        ConnectionFactory factory = new ConnectionFactory();
        factory.setHost(System.getenv("AMQP_HOST"));
        factory.setPort(5671);
        factory.setUsername(System.getenv("AMQP_USER"));
        factory.setPassword(System.getenv("AMQP_PASSWORD"));
        factory.useSslProtocol(SSLContext.getDefault());
        factory.enableHostnameVerification();
        Connection connection = factory.newConnection("head-office-valuers");
        Channel channel = connection.createChannel();
        channel.basicConsume("branch.appraisals", false,
                new AppraisalConsumer(channel, new JavaSerialCodec(), new ValuerReviewQueue()));
    }
}
