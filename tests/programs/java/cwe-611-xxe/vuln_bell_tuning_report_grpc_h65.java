// A bell tuning report grpc program of the h65 set (cwe-611-xxe).
package com.bellfoundry.tuning;

import com.bellfoundry.tuning.proto.PartialsReply;
import com.bellfoundry.tuning.proto.TuningReport;
import com.bellfoundry.tuning.proto.TuningServiceGrpc;
import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import org.xml.sax.Attributes;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.DefaultHandler;

import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * The tuning lathe's analyser uploads an XML report of the measured partials
 * (hum, prime, tierce, quint, nominal) after each cut. We check how far each
 * partial is from true-harmonic tuning and send back the deviations in cents.
 */
public class TuningReportService extends TuningServiceGrpc.TuningServiceImplBase {

    @Override
    public void submitReport(TuningReport request, StreamObserver<PartialsReply> responseObserver) {
        List<double[]> partials = new ArrayList<>();
        StringBuilder bellName = new StringBuilder();
        try (InputStream xml = request.getReportXml().newInput()) {
            SAXParserFactory spf = SAXParserFactory.newInstance();
            spf.setNamespaceAware(true);
            SAXParser parser = spf.newSAXParser();
            parser.parse(xml, new DefaultHandler() {
                private boolean inName;

                @Override
                public void startElement(String uri, String local, String qName, Attributes atts) {
                    if ("partial".equals(local)) {
                        partials.add(new double[] {
                                Double.parseDouble(atts.getValue("ratio")),
                                Double.parseDouble(atts.getValue("hz"))});
                    }
                    inName = "bell".equals(local);
                }

                @Override
                public void characters(char[] ch, int start, int length) {
                    if (inName) {
                        bellName.append(ch, start, length);
                    }
                }
            });
        } catch (SAXException | NumberFormatException e) {
            responseObserver.onError(Status.INVALID_ARGUMENT.withDescription("malformed report").asRuntimeException());
            return;
        } catch (Exception e) {
            responseObserver.onError(Status.INTERNAL.withDescription("report could not be read").asRuntimeException());
            return;
        }

        if (partials.isEmpty()) {
            responseObserver.onError(Status.INVALID_ARGUMENT.withDescription("no partials").asRuntimeException());
            return;
        }
        double nominal = partials.get(partials.size() - 1)[1];
        PartialsReply.Builder reply = PartialsReply.newBuilder().setBell(bellName.toString().trim());
        for (double[] p : partials) {
            double ideal = nominal * p[0];
            reply.addDeviationCents(1200.0 * Math.log(p[1] / ideal) / Math.log(2));
        }
        responseObserver.onNext(reply.build());
        responseObserver.onCompleted();
    }
}
