// Command python-front stands in front of the Python language host built from sdk/v3 v3.68 and
// answers the one call of the LanguageRuntime service that host lacks and released Python hosts
// have: GenerateProgram, which `pulumi import --out` uses to write the imported resources' code.
//
// It is for this repository's tests only. Released Python hosts implement GenerateProgram
// themselves; users' CLIs need none of this. scripts/install-pulumi-cli.sh builds the old host
// because it is the last the Go module proxy serves (tools/pulumi-cli/python-host/go.mod).
//
// Installed as .pulumi-cli/bin/pulumi-language-python, it starts .pulumi-cli/hosts/host-options
// (tools/pulumi-cli/host-options) as a child under the name pulumi-language-python, with its own
// arguments: that front adds Pulumi.yaml's runtime options as flags and replaces itself with the
// real host. The child prints its port; this front serves on a port of its own, prints it, and
// forwards every call but GenerateProgram to the child unchanged, as raw bytes (so streams and
// methods added later pass through too). GenerateProgram is done here as the released host does
// it (sdk/python/cmd/pulumi-language-python/main.go at v3.259): parse the PCL, bind it against
// the engine's schema loader, and run pkg/v3's Python program generator, the same pkg/v3 as the
// CLI's.
package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/metadata"
	"google.golang.org/protobuf/proto"

	hclsyntax "github.com/pulumi/pulumi/pkg/v3/codegen/hcl2/syntax"
	"github.com/pulumi/pulumi/pkg/v3/codegen/pcl"
	codegen "github.com/pulumi/pulumi/pkg/v3/codegen/python"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
	"github.com/pulumi/pulumi/sdk/v3/go/common/resource/plugin"
	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
)

const generateProgramMethod = "/pulumirpc.LanguageRuntime/GenerateProgram"

func main() {
	if err := run(); err != nil {
		fmt.Fprintf(os.Stderr, "pulumi-language-python (test front): %v\n", err)
		os.Exit(1)
	}
}

func run() error {
	// The child gets SIGKILL when the thread that started it ends (Pdeathsig): keep that thread,
	// the main one, for the life of the process, so the host never outlives this front when the
	// CLI kills it.
	runtime.LockOSThread()

	self, err := os.Executable()
	if err != nil {
		return err
	}
	hostOptions := filepath.Join(filepath.Dir(filepath.Dir(self)), "hosts", "host-options")
	child := exec.Command(hostOptions, os.Args[1:]...)
	// host-options reads the runtime from its name: it must be called pulumi-language-python.
	child.Args[0] = "pulumi-language-python"
	child.Stderr = os.Stderr
	child.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	childOut, err := child.StdoutPipe()
	if err != nil {
		return err
	}
	if err := child.Start(); err != nil {
		return fmt.Errorf("starting %s: %w", hostOptions, err)
	}
	childExited := make(chan error, 1)
	go func() { childExited <- child.Wait() }()

	// Like every plugin, the host's first line on stdout is its port.
	lines := bufio.NewReader(childOut)
	portLine, err := lines.ReadString('\n')
	if err != nil {
		// host-options has said why on stderr (an option the host cannot honour, say).
		var exit *exec.ExitError
		if childErr := <-childExited; errors.As(childErr, &exit) && exit.ExitCode() > 0 {
			os.Exit(exit.ExitCode())
		}
		return fmt.Errorf("the Python host (%s) ended before printing its port: %w", hostOptions, err)
	}
	childPort := strings.TrimSpace(portLine)

	conn, err := grpc.NewClient("127.0.0.1:"+childPort,
		grpc.WithTransportCredentials(insecure.NewCredentials()),
		grpc.WithDefaultCallOptions(grpc.ForceCodec(rawCodec{}), grpc.MaxCallRecvMsgSize(maxMessageSize), grpc.MaxCallSendMsgSize(maxMessageSize)))
	if err != nil {
		return err
	}
	defer conn.Close()

	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	server := grpc.NewServer(
		grpc.ForceServerCodec(rawCodec{}),
		grpc.MaxRecvMsgSize(maxMessageSize), grpc.MaxSendMsgSize(maxMessageSize),
		// No service is registered: every call, GenerateProgram included, comes here.
		grpc.UnknownServiceHandler(func(_ any, stream grpc.ServerStream) error {
			method, _ := grpc.MethodFromServerStream(stream)
			if method == generateProgramMethod {
				return serveGenerateProgram(stream)
			}
			return forward(stream, conn, method)
		}),
	)
	fmt.Printf("%d\n", listener.Addr().(*net.TCPAddr).Port)
	// Anything more the host prints goes where it would have gone.
	go func() { _, _ = io.Copy(os.Stdout, lines) }()

	served := make(chan error, 1)
	go func() { served <- server.Serve(listener) }()
	signals := make(chan os.Signal, 1)
	signal.Notify(signals, syscall.SIGINT, syscall.SIGTERM)
	select {
	case err := <-served:
		_ = child.Process.Kill()
		return err
	case err := <-childExited:
		server.Stop()
		return childExitError(err)
	case sig := <-signals:
		// Handed on, so the host ends as it would without this front.
		_ = child.Process.Signal(sig)
		<-childExited
		server.Stop()
		return nil
	}
}

// childExitError: nothing when the host ended cleanly or by a signal (the CLI ends its plugins
// with SIGINT or SIGKILL, sent to this front and the host alike); otherwise its exit code,
// without a message of our own, since the host has said on stderr why it failed.
func childExitError(err error) error {
	var exit *exec.ExitError
	if !errors.As(err, &exit) {
		return err
	}
	status, ok := exit.Sys().(syscall.WaitStatus)
	if ok && status.Signaled() {
		return nil
	}
	os.Exit(exit.ExitCode())
	return nil
}

// maxMessageSize: the CLI and the hosts allow messages this large (rpcutil.MaxRPCMessageSize).
const maxMessageSize = 400 * 1024 * 1024

// frame is one gRPC message as its encoded bytes.
type frame struct{ data []byte }

// rawCodec passes messages through unparsed. It is named "proto" so that the content type on
// the wire stays application/grpc+proto, which the host's server understands.
type rawCodec struct{}

func (rawCodec) Name() string { return "proto" }

func (rawCodec) Marshal(v any) ([]byte, error) {
	f, ok := v.(*frame)
	if !ok {
		return nil, fmt.Errorf("raw codec: cannot marshal %T", v)
	}
	return f.data, nil
}

func (rawCodec) Unmarshal(data []byte, v any) error {
	f, ok := v.(*frame)
	if !ok {
		return fmt.Errorf("raw codec: cannot unmarshal into %T", v)
	}
	f.data = append([]byte(nil), data...)
	return nil
}

// forward relays one call, of any kind (unary or streaming either way), to the child host:
// the caller's metadata out, the host's headers, messages, status and trailers back.
func forward(in grpc.ServerStream, conn *grpc.ClientConn, method string) error {
	ctx, cancel := context.WithCancel(in.Context())
	defer cancel()
	if md, ok := metadata.FromIncomingContext(ctx); ok {
		ctx = metadata.NewOutgoingContext(ctx, md.Copy())
	}
	out, err := conn.NewStream(ctx, &grpc.StreamDesc{ServerStreams: true, ClientStreams: true}, method)
	if err != nil {
		return err
	}

	// Caller to host: every message, then the end of the caller's side.
	sent := make(chan error, 1)
	go func() {
		for {
			var f frame
			if err := in.RecvMsg(&f); err != nil {
				if errors.Is(err, io.EOF) {
					sent <- out.CloseSend()
				} else {
					sent <- err
				}
				return
			}
			if err := out.SendMsg(&f); err != nil {
				sent <- err
				return
			}
		}
	}()

	// Host to caller: headers once, every message, then its status and trailers.
	headerSent := false
	for {
		var f frame
		err := out.RecvMsg(&f)
		if !headerSent {
			if header, herr := out.Header(); herr == nil {
				_ = in.SendHeader(header)
			}
			headerSent = true
		}
		if err != nil {
			in.SetTrailer(out.Trailer())
			if errors.Is(err, io.EOF) {
				return nil
			}
			return err // the host's status, as it sent it
		}
		if err := in.SendMsg(&f); err != nil {
			return err
		}
		select {
		case err := <-sent:
			if err != nil {
				return err
			}
		default:
		}
	}
}

func serveGenerateProgram(stream grpc.ServerStream) error {
	var f frame
	if err := stream.RecvMsg(&f); err != nil {
		return err
	}
	var req pulumirpc.GenerateProgramRequest
	if err := proto.Unmarshal(f.data, &req); err != nil {
		return err
	}
	resp, err := generateProgram(&req)
	if err != nil {
		return err
	}
	data, err := proto.Marshal(resp)
	if err != nil {
		return err
	}
	return stream.SendMsg(&frame{data: data})
}

// generateProgram does what the released Python host's GenerateProgram does.
func generateProgram(req *pulumirpc.GenerateProgramRequest) (*pulumirpc.GenerateProgramResponse, error) {
	loader, err := schema.NewLoaderClient(req.LoaderTarget)
	if err != nil {
		return nil, err
	}
	defer loader.Close()

	parser := hclsyntax.NewParser()
	for path, contents := range req.Source {
		if err := parser.ParseFile(strings.NewReader(contents), path); err != nil {
			return nil, err
		}
		if parser.Diagnostics.HasErrors() {
			return nil, parser.Diagnostics
		}
	}

	// Python prefers the output-versioned form of invokes, as the released host binds.
	bindOptions := []pcl.BindOption{pcl.PreferOutputVersionedInvokes}
	if !req.Strict {
		bindOptions = append(bindOptions, pcl.NonStrictBindOptions()...)
	}
	program, diags, err := pcl.BindProgram(parser.Files, schema.NewCachedLoader(loader), bindOptions...)
	if err != nil {
		return nil, err
	}
	rpcDiagnostics := plugin.HclDiagnosticsToRPCDiagnostics(diags)
	if diags.HasErrors() {
		return &pulumirpc.GenerateProgramResponse{Diagnostics: rpcDiagnostics}, nil
	}
	if program == nil {
		return nil, errors.New("binding the program gave no program and no error")
	}

	files, diags, err := codegen.GenerateProgram(program)
	if err != nil {
		return nil, err
	}
	rpcDiagnostics = append(rpcDiagnostics, plugin.HclDiagnosticsToRPCDiagnostics(diags)...)
	return &pulumirpc.GenerateProgramResponse{Source: files, Diagnostics: rpcDiagnostics}, nil
}
