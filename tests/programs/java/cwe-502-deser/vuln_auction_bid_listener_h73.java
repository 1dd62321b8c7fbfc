// A auction bid listener program of the h73 set (cwe-502-deser).
package org.perforationsociety.auction;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.jsontype.impl.LaissezFaireSubTypeValidator;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;

import jakarta.jms.BytesMessage;
import jakarta.jms.JMSException;
import jakarta.jms.Message;
import jakarta.jms.MessageListener;
import jakarta.jms.TextMessage;

public class AuctionBidListener implements MessageListener {

    /** One envelope per branch per post day; "extras" carries branch-specific bits (scans, notes). */
    public static class BidBatch {
        public String branch;
        public String secretary;
        public Instant postedAt;
        public List<Bid> bids;
        public Map<String, Object> extras;
    }

    public static class Bid {
        public String lot;
        public String memberNo;
        public BigDecimal maxBid;
        public Object condition;
    }

    private final ObjectMapper mapper;
    private final BidBook book;

    public AuctionBidListener(BidBook book) {
        this.book = book;
        this.mapper = new ObjectMapper()
                .registerModule(new JavaTimeModule())
                .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);
        // branches send polymorphic condition grades and attachments tagged with their type
        this.mapper.activateDefaultTyping(LaissezFaireSubTypeValidator.instance,
                ObjectMapper.DefaultTyping.NON_FINAL);
    }

    @Override
    public void onMessage(Message message) {
        try {
            String payload = readBody(message);
            if (payload.startsWith("\uFEFF")) {
                payload = payload.substring(1);
            }
            BidBatch batch = mapper.readValue(payload.strip(), BidBatch.class);
            int accepted = 0;
            for (Bid bid : batch.bids == null ? List.<Bid>of() : batch.bids) {
                if (bid.maxBid != null && bid.maxBid.signum() > 0) {
                    book.record(batch.branch, bid.lot.strip().toUpperCase(), bid.memberNo.strip(), bid.maxBid);
                    accepted++;
                }
            }
            System.out.printf("branch %s: %d/%d bids recorded%n", batch.branch, accepted,
                    batch.bids == null ? 0 : batch.bids.size());
        } catch (Exception e) {
            System.err.println("rejecting bid message: " + e.getMessage());
            throw new RuntimeException(e);
        }
    }

    private static String readBody(Message message) throws JMSException {
        if (message instanceof TextMessage text) {
            return text.getText();
        }
        if (message instanceof BytesMessage bytes) {
            byte[] buf = new byte[(int) bytes.getBodyLength()];
            bytes.readBytes(buf);
            return new String(buf, StandardCharsets.UTF_8);
        }
        throw new IllegalArgumentException("unsupported message type " + message.getClass().getSimpleName());
    }

    public interface BidBook {
        void record(String branch, String lot, String memberNo, BigDecimal maxBid);
    }
}
