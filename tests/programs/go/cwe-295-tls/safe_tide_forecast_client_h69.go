// A tide forecast client program of the h69 set (cwe-295-tls).
package main

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"log"
	"os"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/metadata"
	"google.golang.org/protobuf/types/known/structpb"
)

const (
	pilotTarget = "tides.portpilot-services.nl:443"
	pilotHost   = "tides.portpilot-services.nl"
)

type vesselKey struct{}

func withVessel(ctx context.Context, callsign string) context.Context {
	return context.WithValue(ctx, vesselKey{}, callsign)
}

// vesselInterceptor stamps every outgoing call with the tug's callsign and
// the operator's API token, both of which the pilot service requires.
func vesselInterceptor(token string) grpc.UnaryClientInterceptor {
	return func(ctx context.Context, method string, req, reply any, cc *grpc.ClientConn,
		invoker grpc.UnaryInvoker, opts ...grpc.CallOption) error {
		callsign, _ := ctx.Value(vesselKey{}).(string)
		ctx = metadata.AppendToOutgoingContext(ctx, "x-callsign", callsign, "authorization", "Bearer "+token)
		return invoker(ctx, method, req, reply, cc, opts...)
	}
}

func pilotCredentials() credentials.TransportCredentials {
	pool, err := x509.SystemCertPool()
	if err != nil {
		log.Fatalf("system roots: %v", err)
	}
	return credentials.NewTLS(&tls.Config{
		RootCAs:    pool,
		ServerName: pilotHost,
		MinVersion: tls.VersionTLS12,
	})
}

func forecast(ctx context.Context, conn *grpc.ClientConn, berth string, at time.Time) (*structpb.Struct, error) {
	req, err := structpb.NewStruct(map[string]any{
		"berth": berth,
		"at":    at.UTC().Format(time.RFC3339),
	})
	if err != nil {
		return nil, err
	}
	resp := &structpb.Struct{}
	err = conn.Invoke(ctx, "/pilot.tides.v1.TideService/Window", req, resp)
	return resp, err
}

func main() {
	conn, err := grpc.NewClient(pilotTarget,
		grpc.WithTransportCredentials(pilotCredentials()),
		grpc.WithUnaryInterceptor(vesselInterceptor(os.Getenv("PILOT_TOKEN"))),
	)
	if err != nil {
		log.Fatal(err)
	}
	defer conn.Close()

	tows := []struct{ callsign, berth string }{
		{"PHTG-ALDA", "Waalhaven-Z4"},
		{"PHTG-BRAM", "Eemhaven-7"},
	}
	for _, t := range tows {
		ctx, cancel := context.WithTimeout(withVessel(context.Background(), t.callsign), 10*time.Second)
		w, err := forecast(ctx, conn, t.berth, time.Now().Add(2*time.Hour))
		cancel()
		if err != nil {
			log.Printf("%s: %v", t.callsign, err)
			continue
		}
		log.Printf("%s at %s: window %v", t.callsign, t.berth, w.AsMap())
	}
}
