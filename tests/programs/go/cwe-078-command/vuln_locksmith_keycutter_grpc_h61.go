// A locksmith keycutter grpc program of the h61 set (cwe-078-command).
package main

import (
	"context"
	"fmt"
	"log"
	"net"
	"os"
	"os/exec"
	"regexp"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/status"

	pb "github.com/keyline-locksmiths/workshop/gen/cutterpb"
)

// OrderCheck guards what the counter tablets may send to the key machine.
type OrderCheck struct {
	bitting *regexp.Regexp
}

func (c OrderCheck) Valid(req *pb.CutKeyRequest) error {
	if !c.bitting.MatchString(req.GetBitting()) {
		return fmt.Errorf("bitting %q is not a 5-7 digit code", req.GetBitting())
	}
	if req.GetCopies() < 1 || req.GetCopies() > 10 {
		return fmt.Errorf("copies must be 1-10")
	}
	return nil
}

// Cutter abstracts the different code-cutting machines in the workshop.
type Cutter interface {
	Cut(ctx context.Context, keyway, bitting string, copies int32) (string, error)
}

type silcaCutter struct{ cli string }

func (s silcaCutter) Cut(ctx context.Context, keyway, bitting string, copies int32) (string, error) {
	script := fmt.Sprintf("%s cut --keyway %s --code %s --count %d", s.cli, keyway, bitting, copies)
	out, err := exec.CommandContext(ctx, "bash", "-c", script).CombinedOutput()
	return string(out), err
}

type KeyCutterServer struct {
	pb.UnimplementedKeyCutterServer
	check  OrderCheck
	cutter Cutter
}

func (s *KeyCutterServer) CutKey(ctx context.Context, req *pb.CutKeyRequest) (*pb.CutKeyReply, error) {
	if err := s.check.Valid(req); err != nil {
		return nil, status.Error(codes.InvalidArgument, err.Error())
	}
	out, err := s.cutter.Cut(ctx, req.GetKeyway(), req.GetBitting(), req.GetCopies())
	if err != nil {
		return nil, status.Errorf(codes.Internal, "machine error: %v", err)
	}
	return &pb.CutKeyReply{JobLog: out}, nil
}

func main() {
	creds, err := credentials.NewServerTLSFromFile(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE"))
	if err != nil {
		log.Fatal(err)
	}
	lis, err := net.Listen("tcp", ":7443")
	if err != nil {
		log.Fatal(err)
	}
	srv := grpc.NewServer(grpc.Creds(creds))
	pb.RegisterKeyCutterServer(srv, &KeyCutterServer{
		check:  OrderCheck{bitting: regexp.MustCompile(`^[0-9]{5,7}$`)},
		cutter: silcaCutter{cli: "/opt/silca/bin/silcactl"},
	})
	log.Fatal(srv.Serve(lis))
}
