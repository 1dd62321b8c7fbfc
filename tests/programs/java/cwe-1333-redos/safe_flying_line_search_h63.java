// A flying line search program of the h63 set (cwe-1333-redos).
package com.windward.kites.catalog;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import com.windward.kites.catalog.v1.FlyingLine;
import com.windward.kites.catalog.v1.LineSearchReply;
import com.windward.kites.catalog.v1.LineSearchRequest;
import com.windward.kites.catalog.v1.LineCatalogGrpc;
import io.grpc.Status;
import io.grpc.stub.StreamObserver;

interface NameMatcherFactory {
    Predicate<String> create(String term);
}

class ExactMatcherFactory implements NameMatcherFactory {
    public Predicate<String> create(String term) { return name -> name.equalsIgnoreCase(term); }
}

class GlobMatcherFactory implements NameMatcherFactory {
    public Predicate<String> create(String glob) {
        String[] literals = glob.split("\\*", -1);
        if (literals.length > 4) {
            throw new IllegalArgumentException("at most three wildcards");
        }
        String regex = Arrays.stream(literals).map(Pattern::quote).collect(Collectors.joining(".*"));
        Pattern pattern = Pattern.compile(regex, Pattern.CASE_INSENSITIVE);
        return name -> pattern.matcher(name).matches();
    }
}

class LineInventory {
    private final List<FlyingLine> lines = List.of(
            FlyingLine.newBuilder().setName("Dyneema 90kg braided").setLengthMetres(30).build(),
            FlyingLine.newBuilder().setName("Dacron 50kg sleeved").setLengthMetres(25).build(),
            FlyingLine.newBuilder().setName("Spectra 136kg quad set").setLengthMetres(35).build());

    List<FlyingLine> all() { return lines; }
}

class LineSearchService {
    private final Map<String, NameMatcherFactory> matchers;
    private final LineInventory inventory;

    LineSearchService(Map<String, NameMatcherFactory> matchers, LineInventory inventory) {
        this.matchers = matchers;
        this.inventory = inventory;
    }

    List<FlyingLine> search(String mode, String term) {
        NameMatcherFactory factory = matchers.get(mode);
        if (factory == null) {
            throw new IllegalArgumentException("mode must be exact or glob");
        }
        if (term.isEmpty() || term.length() > 64) {
            throw new IllegalArgumentException("search term must be 1 to 64 characters");
        }
        Predicate<String> matcher = factory.create(term);
        return inventory.all().stream().filter(line -> matcher.test(line.getName())).collect(Collectors.toList());
    }
}

class LineCatalogService extends LineCatalogGrpc.LineCatalogImplBase {
    private final LineSearchService search = new LineSearchService(
            Map.of("exact", new ExactMatcherFactory(), "glob", new GlobMatcherFactory()), new LineInventory());

    @Override
    public void searchLines(LineSearchRequest request, StreamObserver<LineSearchReply> responseObserver) {
        try {
            List<FlyingLine> found = search.search(request.getMode(), request.getTerm());
            responseObserver.onNext(LineSearchReply.newBuilder().addAllLines(found).build());
            responseObserver.onCompleted();
        } catch (IllegalArgumentException e) {
            responseObserver.onError(Status.INVALID_ARGUMENT.withDescription(e.getMessage()).asRuntimeException());
        }
    }
}
