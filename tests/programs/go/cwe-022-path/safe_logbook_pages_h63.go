// A logbook pages program of the h63 set (cwe-022-path).
package main

import (
	"context"
	"errors"
	"log"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"strings"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/status"

	logbookv1 "github.com/beaconworks/keeper/gen/logbook/v1"
)

// PageRef points at one scanned page of a keeper's logbook.
type PageRef struct {
	Station string
	Page    string
}

// decode turns the link-encoded page name used by the keeper portal into a file name.
func (r PageRef) decode() (PageRef, error) {
	page, err := url.PathUnescape(r.Page)
	if err != nil {
		return PageRef{}, err
	}
	return PageRef{Station: r.Station, Page: page}, nil
}

type PageValidator struct {
	stations map[string]bool
}

func NewPageValidator(stations ...string) *PageValidator {
	v := &PageValidator{stations: map[string]bool{}}
	for _, s := range stations {
		v.stations[s] = true
	}
	return v
}

func (v *PageValidator) Check(r PageRef) error {
	if !v.stations[r.Station] {
		return errors.New("unknown station")
	}
	if !filepath.IsLocal(r.Page) || strings.ContainsAny(r.Page, `/\`) {
		return errors.New("page must be a plain file name")
	}
	return nil
}

type PageArchive struct {
	root string
}

func (a *PageArchive) Load(r PageRef) ([]byte, error) {
	return os.ReadFile(filepath.Join(a.root, r.Station, r.Page))
}

type LogbookServer struct {
	logbookv1.UnimplementedLogbookServiceServer
	validator *PageValidator
	archive   *PageArchive
}

func (s *LogbookServer) GetPage(ctx context.Context, req *logbookv1.GetPageRequest) (*logbookv1.GetPageResponse, error) {
	ref, err := PageRef{Station: req.GetStation(), Page: req.GetPage()}.decode()
	if err != nil {
		return nil, status.Error(codes.InvalidArgument, "malformed page name")
	}
	if err := s.validator.Check(ref); err != nil {
		return nil, status.Error(codes.InvalidArgument, err.Error())
	}
	scan, err := s.archive.Load(ref)
	if err != nil {
		return nil, status.Error(codes.NotFound, "page not found")
	}
	return &logbookv1.GetPageResponse{Station: ref.Station, Page: ref.Page, Scan: scan}, nil
}

func main() {
	creds, err := credentials.NewServerTLSFromFile(os.Getenv("KEEPER_TLS_CERT"), os.Getenv("KEEPER_TLS_KEY"))
	if err != nil {
		log.Fatalf("tls: %v", err)
	}
	lis, err := net.Listen("tcp", ":8443")
	if err != nil {
		log.Fatalf("listen: %v", err)
	}
	srv := grpc.NewServer(grpc.Creds(creds))
	logbookv1.RegisterLogbookServiceServer(srv, &LogbookServer{
		validator: NewPageValidator("fastnet", "eddystone", "skerryvore", "bell-rock"),
		archive:   &PageArchive{root: "/srv/keeper/logbooks"},
	})
	log.Fatal(srv.Serve(lis))
}
