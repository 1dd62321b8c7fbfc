// A organ stop catalogue program of the h63 set (cwe-643-xpath).
package main

import (
	"context"
	"errors"
	"fmt"
	"log"
	"net"
	"os"
	"regexp"

	"github.com/antchfx/xmlquery"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/status"

	stopsv1 "github.com/diapasonworks/catalogue/gen/stops/v1"
)

var divisions = map[string]bool{"Great": true, "Swell": true, "Choir": true, "Pedal": true, "Solo": true}

var organIDPattern = regexp.MustCompile(`^[A-Z0-9-]{1,32}$`)

// StopFilter is a console designer's request for the stop list of one division.
type StopFilter struct {
	OrganID  string
	Division string
}

func (f StopFilter) Validate() error {
	if !divisions[f.Division] {
		return fmt.Errorf("unknown division %q", f.Division)
	}
	if !organIDPattern.MatchString(f.OrganID) {
		return errors.New("organ id must be 1-32 upper-case letters, digits or dashes")
	}
	return nil
}

// StopCatalogue holds every instrument the workshop has built or restored;
// only organs whose owners agreed to publication are marked published="yes".
type StopCatalogue struct {
	doc *xmlquery.Node
}

func LoadCatalogue(path string) (*StopCatalogue, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	doc, err := xmlquery.Parse(f)
	if err != nil {
		return nil, err
	}
	return &StopCatalogue{doc: doc}, nil
}

func (c *StopCatalogue) Stops(f StopFilter) ([]*xmlquery.Node, error) {
	expr := fmt.Sprintf("//organ[@published='yes' and @id='%s']/division[@name='%s']/stop", f.OrganID, f.Division)
	return xmlquery.QueryAll(c.doc, expr)
}

type StopServer struct {
	stopsv1.UnimplementedStopCatalogueServer
	cat *StopCatalogue
}

func (s *StopServer) ListStops(ctx context.Context, req *stopsv1.ListStopsRequest) (*stopsv1.ListStopsResponse, error) {
	filter := StopFilter{OrganID: req.GetOrganId(), Division: req.GetDivision()}
	if err := filter.Validate(); err != nil {
		return nil, status.Error(codes.InvalidArgument, err.Error())
	}
	nodes, err := s.cat.Stops(filter)
	if err != nil {
		return nil, status.Error(codes.Internal, "catalogue query failed")
	}
	resp := &stopsv1.ListStopsResponse{}
	for _, n := range nodes {
		resp.Stops = append(resp.Stops, &stopsv1.Stop{
			Name:  n.SelectAttr("name"),
			Pitch: n.SelectAttr("pitch"),
			Notes: n.InnerText(),
		})
	}
	return resp, nil
}

func main() {
	cat, err := LoadCatalogue("/srv/diapason/stops.xml")
	if err != nil {
		log.Fatalf("catalogue: %v", err)
	}
	creds, err := credentials.NewServerTLSFromFile(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE"))
	if err != nil {
		log.Fatalf("tls: %v", err)
	}
	lis, err := net.Listen("tcp", ":9443")
	if err != nil {
		log.Fatalf("listen: %v", err)
	}
	srv := grpc.NewServer(grpc.Creds(creds))
	stopsv1.RegisterStopCatalogueServer(srv, &StopServer{cat: cat})
	log.Fatal(srv.Serve(lis))
}
